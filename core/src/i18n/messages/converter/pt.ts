import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "converter.title": "Conversor de moedas",
  "converter.intro": "Saiba quanto vale um valor em outra moeda, com as taxas da Kominote.",
  "converter.amount": "Valor",
  "converter.amount.hint": "Digite um número, como 100 ou 12,50.",
  "converter.amount.required": "Por favor, informe um valor.",
  "converter.amount.invalid": "Isso não é um valor. Digite apenas algarismos, com uma vírgula ou um ponto antes dos centavos (por exemplo 12,50).",
  "converter.from": "De",
  "converter.to": "Para",
  "converter.currency.option": "{flag} {name} ({code})",
  "converter.swap": "Inverter as moedas",
  "converter.convert": "Converter",
  "converter.converting": "Convertendo...",
  "converter.result.title": "Resultado",
  "converter.result": "{amount} {from} = {result} {to}",
  "converter.rate": "1 {from} = {rate} {to}",
  "converter.updatedAt": "Taxas atualizadas em {date}.",
  "converter.disclaimer": "Estas taxas são indicativas: um banco ou uma casa de câmbio pode lhe dar outra taxa.",
  "converter.loading": "Carregando as taxas...",
  "converter.error": "Não foi possível carregar as taxas. Verifique sua conexão e tente novamente.",
  "converter.retry": "Tentar novamente",
} satisfies Catalog<typeof ht>;
