import type { OperationId } from "@kominote/core/contract/index";

/** HTTP concerns of one call that the contract does not describe. */
export interface RouteSettings {
  /** Largest accepted body in bytes; the server-wide default is 1 MiB. */
  readonly bodyLimit?: number;
  /**
   * A tighter limit than the global one, for costly calls. Counted per address unless `per` is
   * "member": then each signed-in member has their own allowance, so a family or an office behind
   * one address does not share it (a request without a member still counts against its address).
   */
  readonly rateLimit?: { readonly max: number; readonly timeWindow: string; readonly per?: "address" | "member" };
  /**
   * A public call that answers a signed-in member differently (a redirect, a vote already cast):
   * it reads the session. Calls whose access is above "public" always do.
   */
  readonly readsMember?: boolean;
}

/** One area's route settings, by operationId. */
export type AreaRouteSettings = Readonly<Partial<Record<OperationId, RouteSettings>>>;

export const mebibyte = 1024 * 1024;
