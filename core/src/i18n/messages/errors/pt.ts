import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "errors.request.invalid": "A solicitação não é válida. Corrija os itens assinalados.",
  "errors.request.malformed": "Os dados enviados estão malformados.",
  "errors.request.notFound": "Esta página ou recurso não existe.",
  "errors.request.notImplemented": "Esta função ainda não está disponível. Estamos trabalhando nela.",
  "errors.request.rateLimited": "Você enviou solicitações demais. Aguarde um momento e tente novamente.",
  "errors.request.tooLarge": "O que você enviou é grande demais.",
  "errors.request.unsupportedMediaType": "O formato dos dados enviados não é aceito.",
  "errors.request.crossSite": "Esta solicitação foi recusada porque veio de outro site.",
  "errors.field.invalid": "Este valor não é válido.",
  "errors.field.required": "Este campo é obrigatório.",
  "errors.auth.required": "Você precisa entrar na sua conta para fazer isso.",
  "errors.auth.forbidden": "Você não tem permissão para fazer isso.",
  "errors.server.internal": "Ocorreu um problema no servidor. Tente novamente mais tarde.",
  "errors.server.unavailable": "O serviço não está disponível no momento. Tente novamente mais tarde.",
  "errors.service.notFound": "Serviço não encontrado",
  "errors.task.notFound": "Tarefa não encontrada",
  "errors.translation.invalid": "O texto a traduzir não é válido.",
  "errors.translation.tooLong": "O texto é longo demais para traduzir: no máximo {max} caracteres.",
} satisfies Catalog<typeof ht>;
