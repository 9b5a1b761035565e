import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "points.action.contributionSubmitted": "Contribuição enviada",
  "points.action.contributionApproved": "Contribuição aprovada",
  "points.action.ideaShared": "Ideia partilhada",
  "points.action.voteReceived": "Voto recebido na sua ideia",
  "points.action.voteCast": "Voto dado",
  "points.action.forumCreated": "Fórum criado",
  "points.action.forumPost": "Mensagem num fórum",
  "points.action.placeApproved": "Local aprovado",
  "points.action.invitationAccepted": "Convite aceite",
  "points.bar.label": "Seus pontos",
  "points.bar.summary": "{level}, {count} pontos. Ver o detalhe dos seus pontos",
  "points.bar.total": "{count} pontos",
  "points.bar.totalLabel": "Total de pontos",
  "points.bar.weeklyLabel": "Esta semana",
  "points.bar.rankLabel": "Sua posição",
  "points.bar.rank": "nº {rank}",
  "points.bar.contributionsLabel": "Contribuições",
  "points.bar.toNext": "Faltam {count} pontos para chegar a {level}",
  "points.bar.progress": "Progresso até o próximo nível",
  "points.bar.loading": "Carregando seus pontos...",
  "points.bar.unavailable": "Seus pontos não estão disponíveis agora.",
  "points.level.label": "Nível",
  "points.toast.gained": "+{points}",
  "points.toast.label": "Novos pontos",
} satisfies Catalog<typeof ht>;
