/**
 * The notifications feature's public entry: the list's query, which live events and refreshes update.
 */
export { notificationsQueryKey, notificationsQueryOptions } from "./api/list-notifications";
