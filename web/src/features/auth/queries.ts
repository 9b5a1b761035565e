export { currentUserQueryKey, currentUserQueryOptions, useCurrentUser } from "./api/get-current-user";
export { isUnauthorized } from "./lib/handle-unauthorized";
export { forgetReturnPath } from "./lib/return-path";
export { useUnauthorizedRedirect } from "./lib/use-unauthorized-redirect";
