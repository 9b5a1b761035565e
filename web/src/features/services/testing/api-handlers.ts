import { testMember } from "../../../testing/member";
import { apiHttp } from "../../../testing/msw/api-http";
import { mockOperation } from "../../../testing/msw/mock-operation";
import { servicesWithImages, servicesWithoutImages } from "../../../testing/services";
import { healthTasks } from "./tasks";

const allServices = [...servicesWithImages, ...servicesWithoutImages];

const services = (list: typeof allServices) => apiHttp.get("/api/public-services", ({ response }) => response(200).json([...list]));

const tasks = (list: typeof healthTasks) => apiHttp.get("/api/services/{id}/tasks", ({ response }) => response(200).json([...list]));

/** The public services and their tasks, in Creole, as a fresh install's catalogue reads. */
export const servicesApi = {
  listPublicServices: mockOperation({
    method: "get",
    path: "/api/public-services",
    example: { url: "/api/public-services" },
    success: services(allServices),
    variants: { empty: [services([])] },
  }),
  listServiceTasks: mockOperation({
    method: "get",
    path: "/api/services/{id}/tasks",
    example: { url: "/api/services/1/tasks" },
    success: tasks(healthTasks),
    variants: { empty: [tasks([])], noneDone: [tasks(healthTasks.map((task) => ({ ...task, contributedByMe: false })))] },
  }),
  joinService: mockOperation({
    method: "post",
    path: "/api/services/{id}/join",
    example: { url: "/api/services/1/join" },
    success: apiHttp.post("/api/services/{id}/join", ({ params, response }) =>
      response(200).json({ ...testMember, joinedServiceId: Number(params.id) }),
    ),
  }),
};
