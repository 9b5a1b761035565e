import type { StaticPageContent } from "../types";

export default {
  title: "Regras de participação",
  description:
    "Estas regras fazem do Kominote um espaço onde todos podem se expressar com liberdade e segurança, para o bem da comunidade.",
  sections: [
    {
      heading: "Por que estas regras",
      paragraphs: [
        "O Kominote é um espaço público. O que você escreve pode ser lido pelo seu vizinho, por um servidor público ou por alguém da diáspora. Estas regras valem para tudo o que você publica: ideias, fóruns, mensagens, contribuições, lugares, fotos e o seu perfil.",
      ],
    },
    {
      heading: "Respeitar todos",
      paragraphs: [
        "Você tem o direito de discordar de uma ideia; isso não é motivo para atacar quem a propôs. Critique as ideias, não as pessoas.",
      ],
      items: [
        "Não insulte, não ameace nem humilhe ninguém.",
        "Não assedie nenhum membro, nem na plataforma nem fora dela.",
        "Escreva de modo que um jovem de 13 anos possa ler sem perigo: nada de conteúdo sexual, nada de imagens violentas.",
      ],
    },
    {
      heading: "Ater-se aos fatos",
      paragraphs: [
        "Compartilhe o que você sabe que é verdade. Quando não tiver certeza, diga. Quando relatar um problema (uma estrada danificada, água cortada, lixo não recolhido), dê detalhes úteis: onde, desde quando, quantas pessoas são afetadas.",
        "Não publique notícias falsas, boatos nem fotos enganosas. Um lugar que você adicionar ao mapa precisa existir de verdade, no ponto que você marcou.",
      ],
    },
    {
      heading: "Nada de discurso de ódio",
      paragraphs: [
        "Não aceitamos nenhum conteúdo que incentive o ódio ou a violência contra uma pessoa ou um grupo por causa da cor da pele, origem, nacionalidade, religião, sexo, orientação sexual, deficiência ou opiniões políticas.",
        "Isso também significa: nenhum apelo à violência, à vingança ou a fazer justiça com as próprias mãos.",
      ],
    },
    {
      heading: "Proteger a privacidade dos outros",
      paragraphs: [
        "Nunca publique informações pessoais de outra pessoa sem o consentimento dela: número de telefone, endereço, e-mail, documentos de identidade, fotos em que ela possa ser reconhecida, nem fotos de crianças. Isso inclui as informações que você vê nas contribuições de outros membros.",
        "Se quiser falar com um colaborador, use o pedido de ligação, disponível apenas quando o colaborador aceitou ser contatado diretamente.",
      ],
    },
    {
      heading: "Nada de spam nem de manipulação de votos",
      paragraphs: [
        "Os pontos, os níveis e a classificação só têm valor se refletirem o engajamento real das pessoas. Por isso é proibido:",
      ],
      items: [
        "Criar várias contas para uma mesma pessoa.",
        "Votar na própria ideia com outras contas, comprar ou vender votos, ou trocar votos.",
        "Publicar a mesma mensagem várias vezes, ou enviar contribuições vazias para acumular pontos.",
        "Fazer propaganda comercial ou publicar links sem relação com o assunto.",
        "Usar programas automáticos para publicar, votar ou convidar pessoas.",
      ],
    },
    {
      heading: "Denunciar um problema",
      paragraphs: [
        "Se você vir um conteúdo que viola estas regras, denuncie-o aos moderadores em vez de responder. Diga o que está errado: isso os ajuda a agir mais rápido. A pessoa denunciada não saberá que foi você.",
        "O Kominote não é um serviço de emergência. Se alguém estiver em perigo agora, entre em contato primeiro com a polícia ou com o serviço de emergência mais próximo.",
      ],
    },
    {
      heading: "Moderação",
      paragraphs: [
        "Os moderadores são membros que receberam essa função para cuidar da plataforma. Eles revisam lugares, contribuições, órgãos públicos, lugares seguros e pontos de conexão antes da publicação, e podem ocultar uma ideia, um fórum ou uma mensagem que viole as regras.",
        "Quando ocultam um conteúdo, eles sempre informam o motivo. O conteúdo não é apagado: ele permanece no sistema, e cada decisão fica registrada em um histórico. Assim, toda decisão pode ser verificada.",
      ],
    },
    {
      heading: "Recursos",
      paragraphs: [
        "Se você acha que seu conteúdo foi ocultado, ou que um lugar que você adicionou foi recusado, sem motivo válido, pode pedir uma revisão. Escreva para support@kominote.ht com o link do conteúdo e explique por que considera a decisão injusta.",
        "Outro moderador, que não tomou a primeira decisão, vai analisar seu pedido. Se a decisão mudar, o conteúdo voltará a aparecer exatamente como estava.",
      ],
    },
  ],
} satisfies StaticPageContent;
