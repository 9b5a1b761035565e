/**
 * What the browser needs to take over a page the server rendered, loaded only for such a page and
 * beside its texts: the page is already painted, so this code is not on the first paint's path (and
 * a client-only page, the development server's or a member's screen, never loads it).
 */
export { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
export { RouterClient } from "@tanstack/react-router/ssr/client";
