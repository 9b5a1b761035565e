export { buildApp, type BuildAppOptions } from "./app";
export { loadConfig, ConfigError, type AppConfig } from "./config";
export { createContainer } from "./container";
