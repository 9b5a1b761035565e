import type { StaticPageContent } from "../types";

export default {
  title: "Política de privacidade",
  description:
    "Respeitamos sua privacidade. Esta página explica quais informações coletamos, por que as coletamos e quais direitos você tem sobre elas.",
  lastUpdated: "Última alteração: janeiro de 2025",
  sections: [
    {
      heading: "Informações que coletamos",
      paragraphs: ["Coletamos apenas o que é necessário para a plataforma funcionar:"],
      items: [
        "Sua conta: nome completo, data de nascimento, e-mail ou número de telefone, e seu número de membro.",
        "Seu perfil: foto de perfil, as habilidades que você escolheu, seu serviço principal e, se quiser, seu endereço e uma breve apresentação.",
        "Suas contribuições: tarefas concluídas, ideias, votos, fóruns, mensagens, convites e os pontos que você ganha.",
        "Os lugares que você adiciona: nome, descrição, foto e coordenadas geográficas (latitude e longitude).",
        "Os dados de contato que você decide informar em uma contribuição (telefone, endereço, site).",
        "Informações técnicas de segurança: datas de acesso e endereços IP, para evitar abusos.",
      ],
    },
    {
      heading: "Para que as usamos",
      paragraphs: [
        "Usamos suas informações apenas para oferecer o serviço do Kominote. Só lemos a localização do seu celular quando você pede, por exemplo para encontrar as coordenadas de um lugar, e o seu navegador pede sua permissão antes. Usamos suas informações para:",
      ],
      items: [
        "criar sua conta e fazer você entrar com os códigos que enviamos;",
        "mostrar os serviços, as tarefas e o conteúdo no seu idioma;",
        "calcular os pontos, os níveis e a classificação;",
        "publicar os lugares no mapa depois da revisão, para que todos possam encontrá-los;",
        "enviar notificações e mensagens sobre a sua conta;",
        "proteger a plataforma contra fraude, spam e abusos.",
      ],
    },
    {
      heading: "Base legal",
      paragraphs: [
        "Tratamos suas informações porque: você dá seu consentimento ao criar sua conta ou ao decidir compartilhar uma informação (como seu contato em uma contribuição); precisamos delas para oferecer o serviço descrito nos Termos e condições; temos um interesse legítimo em proteger a plataforma e seus membros; e a lei haitiana pode nos obrigar a isso.",
        "Você pode retirar seu consentimento a qualquer momento para aquilo que depende dele, por exemplo removendo sua foto de perfil ou deixando de compartilhar seus dados de contato.",
      ],
    },
    {
      heading: "Armazenamento e segurança",
      paragraphs: [
        "As informações ficam armazenadas em um banco de dados protegido, e toda comunicação com a plataforma é criptografada (HTTPS).",
        "Nunca armazenamos os códigos de acesso como eles são: guardamos apenas uma impressão criptográfica ilegível. Um código vale por 10 minutos e só pode ser usado uma vez. Se você escolheu uma senha, ela é armazenada da mesma forma, com uma técnica feita para isso.",
        "Quando você entra, criamos uma sessão identificada por um código aleatório em um cookie protegido. A sessão termina quando você sai, depois de 14 dias sem atividade ou, em qualquer caso, depois de 30 dias.",
        "Verificamos as fotos e os arquivos que você envia, recodificamos esses arquivos e removemos seus metadados, como a posição GPS onde uma foto foi tirada.",
      ],
    },
    {
      heading: "Compartilhamento de informações",
      paragraphs: [
        "Nunca vendemos suas informações, não as alugamos e não as repassamos para fins de publicidade.",
        "Outros membros podem ver seu nome, sua foto de perfil e suas contribuições públicas (ideias, fóruns, lugares aprovados). Os dados de contato que você informa em uma contribuição só são compartilhados se você aceitou ser contatado diretamente.",
        "Podemos compartilhar informações com fornecedores técnicos que nos ajudam (hospedagem, envio de e-mails e SMS, tradução), apenas para este serviço e com dever de confidencialidade. Podemos fornecer informações às autoridades quando a lei exigir ou para proteger a vida de alguém.",
      ],
    },
    {
      heading: "Por quanto tempo as guardamos",
      paragraphs: [
        "Guardamos as informações da sua conta enquanto ela estiver ativa. Os códigos de acesso são apagados depois que expiram. Os conteúdos ocultados pelos moderadores continuam registrados como histórico da decisão.",
        "Quando você pede a exclusão da sua conta, apagamos ou anonimizamos suas informações pessoais em até 30 dias, exceto o que a lei nos obriga a guardar. Suas contribuições públicas podem permanecer, mas sem o seu nome.",
      ],
    },
    {
      heading: "Seus direitos",
      paragraphs: ["Suas informações pertencem a você. Você tem o direito de:"],
      items: [
        "ver as informações que temos sobre você e receber uma cópia;",
        "corrigir informações erradas, diretamente em Configurações da conta ou escrevendo para nós;",
        "pedir que excluamos sua conta e suas informações pessoais;",
        "se opor a certos usos ou limitá-los, e retirar seu consentimento.",
      ],
    },
    {
      heading: "Crianças",
      paragraphs: [
        "O Kominote é para pessoas com 13 anos ou mais. Não criamos contas para crianças com menos de 13 anos. Se você souber que uma criança com menos de 13 anos criou uma conta, escreva para nós e vamos excluí-la.",
      ],
    },
    {
      anchor: "cookies",
      heading: "Cookies e dados no seu aparelho",
      paragraphs: [
        "Não usamos cookies de publicidade nem para rastrear você em outros sites. Usamos apenas:",
      ],
      items: [
        "um cookie de sessão, necessário para manter você conectado;",
        "sua preferência de idioma, guardada no seu aparelho para que as páginas abram no idioma escolhido;",
        "o que você começou a fazer antes de entrar ou enquanto estava sem conexão, guardado no seu aparelho até ser enviado, para que não se perca.",
      ],
    },
    {
      heading: "Alterações nesta política",
      paragraphs: [
        "Podemos atualizar esta política. A data da última alteração aparece no topo da página, e avisaremos você na plataforma se houver uma mudança importante.",
      ],
    },
    {
      heading: "Fale conosco",
      paragraphs: [
        "Para qualquer dúvida sobre sua privacidade ou para exercer seus direitos, escreva para nosso endereço de suporte: support@kominote.ht. Responderemos em até 30 dias.",
      ],
    },
  ],
} satisfies StaticPageContent;
