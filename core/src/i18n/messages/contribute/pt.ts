import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "contribute.error.notFound": "Não encontramos esta contribuição.",
  "contribute.error.serviceNotJoined": "Você precisa entrar neste serviço antes de contribuir com as tarefas dele.",
  "contribute.error.taskWaiting": "Esta tarefa ainda não está aberta para você: faça primeiro a tarefa anterior.",
  "contribute.error.alreadyContributed": "Você já contribuiu com esta tarefa: cada membro faz uma única contribuição por tarefa.",
  "contribute.error.taskClosed": "Esta tarefa está encerrada: ela já tem todos os colaboradores de que precisava.",
  "contribute.error.locationRequired": "Esta tarefa exige a sua localização. Compartilhe onde você está para enviar a contribuição.",
  "contribute.error.alreadyReviewed": "Um moderador já revisou esta contribuição, ela não pode mais ser alterada.",
  "contribute.upload.type": "Este tipo de arquivo não é aceito. Envie uma foto, um vídeo, um PDF ou um documento do Word.",
  "contribute.upload.pdfOnly": "Esta etapa aceita apenas arquivos PDF.",
  "contribute.upload.tooBig": "O arquivo é grande demais: no máximo 10 MB cada.",
  "contribute.upload.imageLoad": "Não conseguimos ler esta foto. Por favor, tente outra.",
  "contribute.upload.unavailable": "Um dos arquivos não está mais disponível. Por favor, envie-o novamente.",
} as const satisfies Catalog<typeof ht>;
