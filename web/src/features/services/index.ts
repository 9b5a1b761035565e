/**
 * The services feature's public entry: the community tabs a service's page is given, and joining a
 * service and its tasks' cache key, which an action saved before signing in replays. The
 * catalogue's query is in ./queries.ts.
 */
export { type CommunityPanels } from "./components/service-view";
export { serviceTasksQueryPrefix } from "./api/get-service-tasks";
export { joinService } from "./api/join-service";
