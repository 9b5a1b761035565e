import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "voice.text.required": "Não há nenhum texto para ler.",
  "voice.text.tooLong": "O texto para ler não pode ter mais de 1000 caracteres.",
  "voice.unavailable": "Não podemos ler o texto em voz alta agora. Você ainda pode lê-lo na tela.",
} satisfies Catalog<typeof ht>;
