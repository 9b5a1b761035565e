import type { OperationId } from "@kominote/core/contract/index";

/** HTTP concerns of one call that the contract does not describe. */
export interface RouteSettings {
  /** Largest accepted body in bytes; the server-wide default is 1 MiB. */
  readonly bodyLimit?: number;
  /** A tighter limit than the global one, for costly calls. */
  readonly rateLimit?: { readonly max: number; readonly timeWindow: string };
}

const mebibyte = 1024 * 1024;

/** By operationId. */
export const routeSettings: Readonly<Partial<Record<OperationId, RouteSettings>>> = {
  // Each translation may reach an outside translation service.
  translateText: { bodyLimit: 64 * 1024, rateLimit: { max: 30, timeWindow: "1 minute" } },
  // The registration form carries the profile photo as a data URL: 5 MB of image is about 6.7 MB of base64.
  registerUser: { bodyLimit: 8 * mebibyte },
};
