import type { StaticPageContent } from "../types";

export default {
  title: "Termos e condições",
  description:
    "Estas condições explicam seus direitos e deveres quando você usa o Kominote. Leia-as com atenção.",
  lastUpdated: "Última alteração: janeiro de 2025",
  sections: [
    {
      heading: "Aceitação",
      paragraphs: [
        "Ao criar uma conta ou usar o Kominote, você aceita estes termos, as Regras de participação e a Política de privacidade. Se não concordar, não use a plataforma.",
      ],
    },
    {
      heading: "Quem pode usar o Kominote",
      paragraphs: [
        "Você precisa ter pelo menos 13 anos para criar uma conta. Se tiver menos de 18 anos, um dos seus pais ou a pessoa responsável por você deve concordar que você use a plataforma.",
        "Podemos pedir que você confirme sua idade. Podemos encerrar uma conta criada com uma data de nascimento falsa.",
      ],
    },
    {
      heading: "Sua conta",
      paragraphs: [
        "Você cria sua conta com seu nome completo, sua data de nascimento e um endereço de e-mail ou um número de telefone. Cada conta recebe um número de membro (KDS) que não pode ser alterado.",
        "Para entrar, enviamos um código de 6 dígitos para o seu e-mail ou por SMS. O código vale por 10 minutos e só pode ser usado uma vez. Nunca passe seu código para ninguém: ninguém da equipe do Kominote vai pedi-lo a você.",
        "Você é responsável pelo que acontece com a sua conta. Cada pessoa tem uma única conta. Se achar que outra pessoa entrou na sua conta, escreva para nós imediatamente.",
      ],
    },
    {
      heading: "Conteúdo que você publica",
      paragraphs: [
        "Você continua sendo o dono do que escreve e do que envia (textos, fotos, documentos). Ao publicar no Kominote, você concede ao Kominote uma licença gratuita, não exclusiva e mundial para armazenar, exibir, traduzir, adaptar o formato e compartilhar esse conteúdo na plataforma, para sua missão de desenvolvimento comunitário.",
        "Você garante que tem o direito de publicar o que envia e que isso não viola os direitos de ninguém. As fotos são recodificadas para ficarem mais leves, e removemos seus metadados, como a posição GPS onde a foto foi tirada.",
        "Seus textos podem ser traduzidos automaticamente para membros que leem em outro idioma. Essas traduções podem não ser exatas; o seu texto original continua sendo a referência.",
      ],
    },
    {
      heading: "Uso aceitável",
      paragraphs: ["Você concorda em usar o Kominote de acordo com as Regras de participação. Em especial, é proibido:"],
      items: [
        "publicar conteúdo ilegal, violento, de ódio ou enganoso;",
        "publicar informações pessoais de outras pessoas sem a permissão delas;",
        "criar várias contas, ou manipular votos e pontos;",
        "tentar entrar sem autorização nas contas de outras pessoas ou no sistema, ou impedir seu funcionamento;",
        "coletar dados dos membros com programas automáticos.",
      ],
    },
    {
      heading: "Moderação",
      paragraphs: [
        "Os moderadores revisam lugares, contribuições e outros conteúdos antes ou depois da publicação. Eles podem recusar ou ocultar um conteúdo que não respeite estes termos, sempre informando o motivo. O conteúdo ocultado não é apagado, e você pode pedir uma revisão como explicam as Regras de participação.",
        "Podemos suspender ou encerrar a conta de quem violar estes termos de forma grave ou repetida.",
      ],
    },
    {
      heading: "Pontos, níveis e classificação",
      paragraphs: [
        "Os pontos, os níveis e o seu lugar na classificação são uma forma de reconhecer sua participação. Eles não têm nenhum valor monetário: você não pode trocá-los por dinheiro, presentes ou serviços, nem vendê-los, nem transferi-los para outra pessoa.",
        "Podemos corrigir um total de pontos que resulte de um erro ou de trapaça, e podemos mudar a forma como os pontos são calculados.",
      ],
    },
    {
      heading: "Responsabilidade",
      paragraphs: [
        "O Kominote oferece a plataforma como ela é. Fazemos o possível para que ela esteja disponível e para que suas informações estejam corretas, mas não podemos garantir que ela nunca vai parar, nem que tudo o que os membros publicam é exato. Verifique as informações importantes, principalmente as relacionadas à saúde, à segurança ou a dinheiro, antes de agir.",
        "O Kominote não é um serviço de emergência. Ele não representa o Estado haitiano nem nenhum dos órgãos do diretório. As opiniões dos membros não são as opiniões do Kominote.",
        "Na medida permitida pela lei, o Kominote não é responsável por danos decorrentes do uso que alguém faça da plataforma, nem por conteúdos publicados por outros membros.",
      ],
    },
    {
      heading: "Lei aplicável",
      paragraphs: [
        "Estes termos são regidos pelas leis da República do Haiti. Em caso de conflito, primeiro tentaremos resolvê-lo de forma amigável. Se não for possível, os tribunais haitianos competentes decidirão.",
      ],
    },
    {
      heading: "Alterações nos termos",
      paragraphs: [
        "Podemos alterar estes termos. A data da última alteração aparece no topo da página. Quando uma alteração for importante, avisaremos os membros na plataforma antes que ela entre em vigor. Se você continuar usando o Kominote depois disso, estará aceitando os novos termos.",
      ],
    },
    {
      heading: "Fale conosco",
      paragraphs: ["Para qualquer dúvida sobre estes termos, escreva para support@kominote.ht."],
    },
  ],
} satisfies StaticPageContent;
