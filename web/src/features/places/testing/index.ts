/**
 * What other features' tests and stories may use of this feature's test doubles: its API mocks
 * and its sample answers. Inside the feature, import the modules themselves.
 */
export * from "./api-handlers";
export * from "./places";
