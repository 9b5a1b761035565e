import type { InjectOptions } from "fastify";
import type { SignedInMember } from "./signed-in-members";

/**
 * A call as the page's fetch makes it: the header the cross-site check lets through, the reader's
 * language, the member's session when signed in, and a JSON body only when there is one (a call
 * without a body, such as a like or a vote, sends no Content-Type).
 */
export const pageRequest = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  who?: SignedInMember,
  payload?: object,
  language = "ht",
): InjectOptions => ({
  method,
  url,
  headers: {
    "x-requested-with": "fetch",
    "accept-language": language,
    ...(payload === undefined ? {} : { "content-type": "application/json" }),
    ...(who === undefined ? {} : { cookie: who.cookie }),
  },
  ...(payload === undefined ? {} : { payload }),
});
