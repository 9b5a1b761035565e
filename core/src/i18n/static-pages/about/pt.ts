import type { StaticPageContent } from "../types";

export default {
  title: "Sobre o Kominote",
  description:
    "O Kominote é uma plataforma onde os cidadãos haitianos se unem para desenvolver suas comunidades, serviço por serviço, tarefa por tarefa.",
  sections: [
    {
      heading: "Nossa missão",
      paragraphs: [
        "A missão do Kominote é dar a cada cidadão haitiano uma ferramenta simples para participar do desenvolvimento do país. Acreditamos que a mudança começa nos nossos bairros, quando quem conhece a realidade toma a palavra, propõe e age em conjunto.",
        "Criamos a plataforma primeiro em crioulo haitiano, porque é a língua que todos os haitianos falam. Ela também está disponível em francês, inglês, espanhol e português para a diáspora e para nossos parceiros. Foi pensada para funcionar bem em celulares baratos e em redes lentas.",
      ],
    },
    {
      heading: "O que você pode fazer no Kominote",
      paragraphs: [
        "A plataforma é organizada em torno dos serviços públicos: saúde, educação, água e saneamento, resíduos, segurança, registro civil, transporte, agricultura, energia, justiça e muitos outros. Cada membro pode:",
      ],
      items: [
        "Escolher um serviço principal e concluir suas tarefas passo a passo.",
        "Conversar nos fóruns com outros membros que trabalham no mesmo serviço.",
        "Compartilhar ideias para melhorar os serviços e votar nas que mais gosta.",
        "Adicionar lugares importantes (hospitais, escolas, pontos de água...) ao mapa; um moderador os revisa antes que fiquem visíveis para todos.",
        "Usar as ferramentas públicas: localizador de lugares, conversor de moedas, diretório de órgãos públicos, mapa de lugares seguros e mapa de pontos de conexão à internet.",
        "Convidar amigos e familiares para também darem uma mão.",
      ],
    },
    {
      heading: "Um ambiente colaborativo",
      paragraphs: [
        "Cada contribuição conta. Quando você conclui uma tarefa, compartilha uma ideia, publica em um fórum ou convida alguém, ganha pontos. Os pontos fazem você subir de nível, de Iniciante a Maior colaborador, e lhe dão um lugar na classificação.",
        "Os pontos existem para reconhecer seu engajamento, não para colocar as pessoas umas contra as outras. Os melhores resultados aparecem quando compartilhamos o que sabemos, corrigimos uns aos outros com respeito e confiamos no trabalho em conjunto.",
        "Para entrar, você não precisa lembrar de nenhuma senha: enviamos um código de 6 dígitos para o seu e-mail ou por SMS para o seu celular.",
      ],
    },
    {
      heading: "Código de conduta",
      paragraphs: ["O Kominote é um espaço público para todos. Ao usá-lo, você se compromete a:"],
      items: [
        "Tratar todos com respeito, quaisquer que sejam suas opiniões, origem, religião, sexo ou o lugar onde vivem.",
        "Compartilhar informações verdadeiras e, sempre que puder, dizer onde as encontrou.",
        "Nunca publicar informações pessoais de outras pessoas (endereço, telefone, fotos) sem a permissão delas.",
        "Não fazer propaganda, não repetir a mesma mensagem e não manipular os votos.",
        "Denunciar conteúdos que violam as regras em vez de responder com raiva.",
      ],
    },
    {
      heading: "Consequências",
      paragraphs: [
        "Os moderadores do Kominote analisam os conteúdos denunciados e os que aguardam publicação. Quando um conteúdo viola as regras, eles podem ocultá-lo, informando o motivo. Eles nunca o apagam: o conteúdo fica registrado para deixar um histórico, e o autor pode pedir a revisão da decisão.",
        "Quem continuar violando as regras pode perder os pontos obtidos de forma desonesta, receber uma advertência ou ter sua conta suspensa temporária ou definitivamente. Quando a segurança de alguém estiver gravemente ameaçada, podemos avisar as autoridades.",
      ],
    },
    {
      heading: "Fale conosco",
      paragraphs: [
        "Tem uma pergunta, uma sugestão ou quer ser nosso parceiro? Escreva para support@kominote.ht.",
      ],
    },
  ],
} satisfies StaticPageContent;
