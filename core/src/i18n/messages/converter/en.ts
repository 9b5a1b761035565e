import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "converter.title": "Currency converter",
  "converter.intro": "Find out what an amount is worth in another currency, at Kominote's rates.",
  "converter.amount": "Amount",
  "converter.amount.hint": "Type a number, such as 100 or 12.50.",
  "converter.amount.required": "Please enter an amount.",
  "converter.amount.invalid": "That is not an amount. Type digits only, with a point or a comma before the cents (for example 12.50).",
  "converter.from": "From",
  "converter.to": "To",
  "converter.currency.option": "{flag} {name} ({code})",
  "converter.swap": "Swap currencies",
  "converter.convert": "Convert",
  "converter.converting": "Converting...",
  "converter.result.title": "Result",
  "converter.result": "{amount} {from} = {result} {to}",
  "converter.rate": "1 {from} = {rate} {to}",
  "converter.updatedAt": "Rates updated {date}.",
  "converter.disclaimer": "These rates are a guide: a bank or an exchange office may give you a different rate.",
  "converter.loading": "Loading the rates...",
  "converter.error": "The rates could not be loaded. Check your connection, then try again.",
  "converter.retry": "Try again",
} satisfies Catalog<typeof ht>;
