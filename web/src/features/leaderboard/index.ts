/**
 * The leaderboard feature's public entry: the member's own standing, which a live points event refreshes.
 */
export { ownStandingQueryKey } from "./api/get-own-standing";
