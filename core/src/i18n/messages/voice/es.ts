import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "voice.text.required": "No hay ningún texto para leer.",
  "voice.text.tooLong": "El texto para leer no puede superar los 1000 caracteres.",
  "voice.unavailable": "No podemos leer el texto en voz alta ahora. Puede seguir leyéndolo en la pantalla.",
} satisfies Catalog<typeof ht>;
