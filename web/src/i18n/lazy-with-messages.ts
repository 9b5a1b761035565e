import { lazy, type ComponentType } from "react";
import { loadFullCatalog } from "./full-catalog";

/**
 * React.lazy for a part of the page whose texts are not among the first screen's: it renders once
 * both its code and the whole catalog of the current language have arrived, fetched together.
 */
export const lazyWithMessages = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy(async () => {
    const [component] = await Promise.all([load(), loadFullCatalog()]);
    return { default: component };
  });
