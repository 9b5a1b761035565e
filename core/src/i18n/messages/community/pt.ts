import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "community.error.forumNotFound": "Não encontramos este fórum.",
  "community.error.postNotFound": "Não encontramos esta mensagem.",
  "community.error.ownPost": "Você não pode curtir a sua própria mensagem.",
  "community.error.contentNotFound": "Não encontrado. Talvez não exista ou tenha sido ocultado.",
  "community.error.alreadyHidden": "Um moderador já ocultou isto.",
  "community.error.reportLimit": "Você enviou denúncias demais em uma hora. Tente novamente mais tarde.",
  "community.error.noOpenReports": "Já não há denúncias pendentes sobre isto. Talvez outro moderador já tenha cuidado delas.",
  "community.report.received": "Obrigado. Recebemos sua denúncia; um moderador vai analisá-la.",
  "community.notification.ideaHidden.title": "Um moderador ocultou sua ideia",
  "community.notification.forumHidden.title": "Um moderador ocultou seu fórum",
  "community.notification.forumPostHidden.title": "Um moderador ocultou sua mensagem",
  "community.notification.hidden.message": "Os outros membros não o veem mais. Motivo: {reason}",
  "community.translate.show": "Traduzir",
  "community.translate.original": "Ver o texto original",
  "community.translate.working": "A traduzir...",
  "community.translate.done": "Traduzido automaticamente.",
  "community.translate.none": "Não há tradução disponível para este texto; aqui está tal como o membro o escreveu.",
  "community.notification.liveCommentHidden.title": "Um moderador ocultou seu comentário na reunião",
} as const satisfies Catalog<typeof ht>;
