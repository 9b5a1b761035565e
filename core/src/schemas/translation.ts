import { z } from "zod";
import { languages } from "../i18n/languages";

export const languageSchema = z.enum(languages).meta({ id: "Language" });

export const translationRequestSchema = z
  .object({
    text: z.string().meta({
      description: "Text a member wrote. Blank text comes back unchanged; longer than 5000 characters is refused.",
    }),
    targetLanguage: languageSchema,
  })
  .meta({ id: "TranslationRequest" });
export type TranslationRequest = z.infer<typeof translationRequestSchema>;

export const translationResponseSchema = z
  .object({ translatedText: z.string() })
  .meta({ id: "TranslationResponse" });
export type TranslationResponse = z.infer<typeof translationResponseSchema>;
