import { askAiRequestSchema, askAiResponseSchema, aiVoiceRequestSchema, audioSchema } from "../schemas/ai";
import { exchangeRatesSchema, updateExchangeRatesRequestSchema } from "../schemas/exchange-rates";
import { translationRequestSchema, translationResponseSchema } from "../schemas/translation";
import { defineRoute } from "./route";

export const toolRoutes = [
  defineRoute({
    operationId: "translateText",
    method: "POST",
    path: "/api/translate",
    summary: "Translates text members wrote into one of the five languages.",
    tag: "tools",
    access: "public",
    body: translationRequestSchema,
    responses: {
      200: { description: "The translation, or the original text when none is available.", schema: translationResponseSchema },
    },
  }),
  defineRoute({
    operationId: "askAi",
    method: "POST",
    path: "/api/ai/ask",
    summary: "Answers a question from the platform's own content, in the requester's language, naming its sources.",
    tag: "tools",
    access: "member",
    body: askAiRequestSchema,
    responses: { 200: { description: "The assistant's answer.", schema: askAiResponseSchema } },
  }),
  defineRoute({
    operationId: "synthesizeVoice",
    method: "POST",
    path: "/api/ai/voice",
    summary: "Speaks a text aloud, answering a WAV file.",
    tag: "tools",
    access: "member",
    body: aiVoiceRequestSchema,
    responses: { 200: { description: "The spoken text.", schema: audioSchema, contentType: "audio/wav" } },
  }),
  defineRoute({
    operationId: "getExchangeRates",
    method: "GET",
    path: "/api/exchange-rates",
    summary: "Gives the currency converter's rates per US dollar and their date.",
    tag: "tools",
    access: "public",
    responses: { 200: { description: "The current rates.", schema: exchangeRatesSchema } },
  }),
  defineRoute({
    operationId: "updateExchangeRates",
    method: "PUT",
    path: "/api/exchange-rates",
    summary: "Replaces the currency converter's rates.",
    tag: "tools",
    access: "admin",
    body: updateExchangeRatesRequestSchema,
    responses: { 200: { description: "The new rates.", schema: exchangeRatesSchema } },
  }),
] as const;
