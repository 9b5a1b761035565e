/**
 * The my-contributions feature's public entry: a contribution's review status badge.
 */
export { ReviewStatusBadge } from "./components/review-status-badge";
