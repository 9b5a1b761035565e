import { lazy } from "react";

// Dialogs, the drawer and toasts need focus management and overlay code most visits never use:
// they are fetched on first use (or on intent, when a pointer or focus reaches their trigger),
// which keeps the first page load small on slow connections.
export const loadLoginDialog = () => import("./login-dialog");
export const loadMobileNav = () => import("./mobile-nav");
const loadToastRegion = () => import("../ui/toast");

export const LazyLoginDialog = lazy(async () => ({ default: (await loadLoginDialog()).LoginDialog }));
export const LazyMobileNav = lazy(async () => ({ default: (await loadMobileNav()).MobileNav }));
export const LazyToastRegion = lazy(async () => ({ default: (await loadToastRegion()).ToastRegion }));
