export { userResponsesQueryOptions } from "./api/get-user-responses";
