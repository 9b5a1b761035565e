import { apiHttp } from "../../testing/msw/api-http";
import { mockOperation } from "../../testing/msw/mock-operation";

/**
 * A member's own text translated into the reader's language. The mock marks the text with the
 * language asked for, so a screen shows visibly which text went through the translation.
 */
export const translationApi = {
  translateText: mockOperation({
    method: "post",
    path: "/api/translate",
    example: { url: "/api/translate", body: { text: "Bon ide! Mwen dakò.", targetLanguage: "fr" } },
    success: apiHttp.post("/api/translate", async ({ request, response }) => {
      const { text, targetLanguage } = await request.json();
      return response(200).json({ translatedText: `[${targetLanguage}] ${text}` });
    }),
  }),
};
