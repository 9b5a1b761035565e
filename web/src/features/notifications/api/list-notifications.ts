import type { Language } from "@kominote/core/i18n/languages";
import type { Notification } from "@kominote/core/schemas/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, expectData, languageHeaders } from "../../../api/client";
import { headersFor, type RequestKind } from "../../../lib/background-request";

/** `GET /api/notifications`: the signed-in member's notifications, newest first, in the language. */
export const listNotifications = (language: Language, kind?: RequestKind): Promise<readonly Notification[]> =>
  expectData(api.GET("/api/notifications", { headers: { ...languageHeaders(language), ...headersFor(kind) } }));

/** Titles and messages are written in the reader's language, so each language is its own entry. */
export const notificationsQueryKey = (language: Language) => ["notifications", language] as const;

/** Every language's entry at once, for refetching after a change. */
export const allNotificationsQueryKey = ["notifications"] as const;

export const notificationsQueryOptions = (language: Language, kind?: RequestKind) =>
  queryOptions({ queryKey: notificationsQueryKey(language), queryFn: () => listNotifications(language, kind) });

export const useNotifications = (language: Language) => useQuery(notificationsQueryOptions(language));
