export { notificationsQueryKey, notificationsQueryOptions } from "./api/list-notifications";
