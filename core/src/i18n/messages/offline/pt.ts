import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "offline.outbox.waiting": "Aguardando conexão para enviar",
  "offline.outbox.listLabel": "Aguardando envio",
  "offline.outbox.kept": "Sem conexão. O que você escreveu fica neste aparelho: será enviado sozinho quando a conexão voltar, mesmo se fechar a página.",
  "offline.outbox.sent": "O que você deixou neste aparelho foi enviado.",
  "offline.outbox.refused": "O que você deixou neste aparelho não pôde ser enviado: {message}",
  "offline.notice": "Você está sem conexão. Está vendo os últimos dados consultados; podem não estar atualizados.",
  "offline.stale": "Últimos dados vistos, podem não estar atualizados",
  "offline.update.ready": "Há uma nova versão do Kominote. Ela será instalada quando você terminar de escrever.",
  "offline.update.apply": "Usar agora",
  "offline.idempotency.keyInvalid": "A chave de idempotência não é válida: deve ter de 16 a 128 letras, algarismos, hífens ou sublinhados.",
  "offline.idempotency.keyReused": "Esta chave já foi usada para outro pedido. Envie o pedido com uma chave nova.",
  "offline.idempotency.inFlight": "Este pedido já está sendo processado. Aguarde um momento e tente de novo.",
  "offline.savedAt": "Salvo em {date}",
  "offline.noticeLabel": "Conexão",
  "offline.outbox.fileKept": "Aguardando conexão: será enviado com a contribuição",
} satisfies Catalog<typeof ht>;
