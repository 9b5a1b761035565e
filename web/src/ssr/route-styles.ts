import type { HeadTag } from "./template-head";

/**
 * The head with the stylesheets of the routes the page shows added after the page's own, in the
 * order the browser would add them when each route's code arrives (outer route first): the
 * rendered screen is styled from its first paint, and its rules win over the shared ones as they
 * do in the browser.
 */
export const withRouteStyles = (
  head: readonly HeadTag[],
  matches: readonly { readonly routeId: string }[],
  routeStyles: Readonly<Record<string, readonly string[]>>,
): readonly HeadTag[] => {
  const present = new Set(head.filter(({ tag, attributes }) => tag === "link" && attributes.rel === "stylesheet").map(({ attributes }) => attributes.href));
  const added = [...new Set(matches.flatMap(({ routeId }) => routeStyles[routeId] ?? []))].filter((href) => !present.has(href));
  const last = head.findLastIndex(({ tag, attributes }) => tag === "link" && attributes.rel === "stylesheet");
  const links = added.map((href): HeadTag => ({ tag: "link", attributes: { rel: "stylesheet", crossOrigin: "", href } }));
  return last === -1 ? [...head, ...links] : [...head.slice(0, last + 1), ...links, ...head.slice(last + 1)];
};
