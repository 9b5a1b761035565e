import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "invitations.retry": "Tentar novamente",
  "invitations.title": "Convidar amigos",
  "invitations.intro": "Convide seus amigos para contribuir com você no desenvolvimento da comunidade. Cada amigo que se cadastra lhe dá {points} pontos.",

  "invitations.stats.label": "Seus números de convites",
  "invitations.stats.sent": "Convites enviados",
  "invitations.stats.accepted": "Convites aceitos",
  "invitations.stats.rank": "Sua posição",
  "invitations.stats.rankValue": "#{rank}",
  "invitations.stats.noRank": "-",
  "invitations.stats.noRankLabel": "Ainda sem posição",
  "invitations.stats.loading": "Carregando seus números...",
  "invitations.stats.error": "Não é possível carregar seus números agora.",
  "invitations.stats.shared.one": "Você compartilhou ou copiou seu link {count} vez. Os compartilhamentos não contam como convites enviados.",
  "invitations.stats.shared.other": "Você compartilhou ou copiou seu link {count} vezes. Os compartilhamentos não contam como convites enviados.",

  "invitations.tabs.label": "Como convidar",
  "invitations.tabs.email": "E-mail",
  "invitations.tabs.phone": "Telefone",
  "invitations.tabs.social": "Redes sociais",
  "invitations.tabs.link": "Link",

  "invitations.form.emailLabel": "E-mail do seu amigo",
  "invitations.form.emailPlaceholder": "amigo@exemplo.com",
  "invitations.form.phoneLabel": "Telefone do seu amigo",
  "invitations.form.phonePlaceholder": "+509 XXXX XXXX",
  "invitations.form.emailRequired": "Digite um endereço de e-mail.",
  "invitations.form.phoneRequired": "Digite um número de telefone.",
  "invitations.form.messageLabel": "Sua mensagem",
  "invitations.form.defaultMessage":
    "Olá! Convido você a se juntar a mim no Kominote para contribuirmos juntos com o desenvolvimento da nossa comunidade.",
  "invitations.form.send": "Enviar convite",
  "invitations.form.sending": "Enviando...",

  "invitations.social.intro": "Compartilhe seu convite e seu link nas redes sociais.",
  "invitations.social.shareOn": "Compartilhar no {network}",
  "invitations.social.newWindow": "(abre uma nova janela)",
  "invitations.social.instagramCopied": "Seu link foi copiado. Cole-o no Instagram para compartilhá-lo.",

  "invitations.link.intro": "Compartilhe seu link pessoal. Quem se cadastra com ele conta para você.",
  "invitations.link.label": "Seu link de convite",
  "invitations.link.generate": "Gerar link",
  "invitations.link.generating": "Gerando...",
  "invitations.link.copy": "Copiar",
  "invitations.link.copied": "Copiado para a área de transferência!",
  "invitations.link.copyFailed": "Não foi possível copiar. Copie manualmente.",
  "invitations.link.failed": "Não é possível gerar seu link agora. Tente novamente.",

  "invitations.top.title": "Quem mais convida",
  "invitations.top.empty": "Ainda não há convites aceitos. Você pode ser o primeiro!",
  "invitations.top.rank": "Posição {rank}",
  "invitations.top.count": "{count} convites aceitos",
  "invitations.top.successRate": "{rate}% de sucesso",
  "invitations.top.loading": "Carregando quem mais convida...",
  "invitations.top.error": "Não é possível carregar a lista agora.",

  "invitations.sent.title": "Convite enviado!",
  "invitations.sent.message": "Seu amigo vai receber seu convite. Quando ele se cadastrar, você ganhará {points} pontos.",
  "invitations.sent.again": "Convidar outro amigo",

  "invitations.error.sendFailed": "Houve um problema ao enviar o convite.",
  "invitations.error.dailyLimit": "Você já enviou {limit} convites hoje. Poderá enviar mais amanhã.",
  "invitations.error.doNotContact":
    "Esta pessoa pediu para não receber mais convites do Kominote. Não vamos contatá-la. Você pode dar seu link a ela se ela pedir.",
  "invitations.error.unsubscribeInvalid": "Este link não é válido.",
  "invitations.unsubscribe.done": "Não enviaremos mais convites do Kominote para este endereço.",
} satisfies Catalog<typeof ht>;
