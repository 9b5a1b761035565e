export { publicServicesQueryOptions, usePublicServices } from "./api/get-public-services";
export { serviceTasksQueryPrefix } from "./api/get-service-tasks";
export { joinService } from "./api/join-service";
