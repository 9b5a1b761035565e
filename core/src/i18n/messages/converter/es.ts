import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "converter.title": "Conversor de divisas",
  "converter.intro": "Sepa cuánto vale un monto en otra moneda, con las tasas de Kominote.",
  "converter.amount": "Monto",
  "converter.amount.hint": "Escriba un número, como 100 o 12,50.",
  "converter.amount.required": "Por favor, introduzca un monto.",
  "converter.amount.invalid": "Eso no es un monto. Escriba solo cifras, con una coma o un punto antes de los céntimos (por ejemplo 12,50).",
  "converter.from": "De",
  "converter.to": "A",
  "converter.currency.option": "{flag} {name} ({code})",
  "converter.swap": "Invertir las monedas",
  "converter.convert": "Convertir",
  "converter.converting": "Convirtiendo...",
  "converter.result.title": "Resultado",
  "converter.result": "{amount} {from} = {result} {to}",
  "converter.rate": "1 {from} = {rate} {to}",
  "converter.updatedAt": "Tasas actualizadas el {date}.",
  "converter.disclaimer": "Estas tasas son orientativas: un banco o una casa de cambio puede darle otra tasa.",
  "converter.loading": "Cargando las tasas...",
  "converter.error": "No se pudieron cargar las tasas. Compruebe su conexión e inténtelo de nuevo.",
  "converter.retry": "Intentar de nuevo",
} satisfies Catalog<typeof ht>;
