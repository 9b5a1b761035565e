import { returnPathAfterLogin } from "@kominote/core/rules/auth-return";

export interface KonekteSearch {
  /** Where signing in leads: a path of this site, never another origin; "/" for a sign-in screen. */
  readonly returnTo?: string;
}

/**
 * The query of /konekte, where the server's sign-in entry (GET /api/login?returnTo=) leads. The
 * return path comes from the address bar, so anyone can write it: only a path of this site is kept.
 */
export const parseKonekteSearch = (search: Record<string, unknown>): KonekteSearch =>
  typeof search.returnTo === "string" && search.returnTo !== "" ? { returnTo: returnPathAfterLogin(search.returnTo) } : {};
