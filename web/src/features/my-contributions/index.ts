export { ReviewStatusBadge } from "./components/review-status-badge";
