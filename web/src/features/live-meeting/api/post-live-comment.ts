import type { LiveComment } from "@kominote/core/schemas/live";
import { api, expectData, languageHeaders } from "../../../api/client";
import type { Language } from "@kominote/core/i18n/languages";

/** `POST /api/live-meeting/comments`: a member's short comment; its errors come in the reader's language. */
export const postLiveComment = (content: string, language: Language): Promise<LiveComment> =>
  expectData(api.POST("/api/live-meeting/comments", { body: { content }, headers: languageHeaders(language) }));
