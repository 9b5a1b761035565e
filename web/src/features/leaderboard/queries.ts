export { ownStandingQueryKey } from "./api/get-own-standing";
