import type { Language } from "@kominote/core/i18n/languages";
import { api } from "../../../api/client";
import { ApiError } from "../../../api/client";

/** `POST /api/ai/voice`: the answer read aloud in its language's voice, as an MP3 blob. */
export const synthesizeVoice = async (text: string, language: Language): Promise<Blob> => {
  const { data, error, response } = await api.POST("/api/ai/voice", { body: { text, language }, parseAs: "blob" });
  if (!response.ok || data === undefined) throw new ApiError(response.status, response.statusText, error);
  return data;
};
