import { describe, expect, it } from "vitest";
import { withRouteStyles } from "./route-styles";
import type { HeadTag } from "./template-head";

const stylesheet = (href: string): HeadTag => ({ tag: "link", attributes: { rel: "stylesheet", crossOrigin: "", href } });
const head: HeadTag[] = [
  { tag: "meta", attributes: { charSet: "utf-8" } },
  { tag: "script", attributes: { type: "module", src: "/assets/index.js" } },
  stylesheet("/assets/theme.css"),
  stylesheet("/assets/button.css"),
  { tag: "title", attributes: {}, text: "Kominote" },
];

describe("the stylesheets of the routes a rendered page shows", () => {
  it("come after the page's own, outer route first, each once, none the page already links", () => {
    const routeStyles = { __root__: [], "/services/$slug": ["/assets/button.css", "/assets/tabs.css", "/assets/service.css"], "/_auth": ["/assets/tabs.css"] };
    const tags = withRouteStyles(head, [{ routeId: "__root__" }, { routeId: "/_auth" }, { routeId: "/services/$slug" }], routeStyles);
    expect(tags.filter(({ tag }) => tag === "link").map(({ attributes }) => attributes.href)).toEqual([
      "/assets/theme.css",
      "/assets/button.css",
      "/assets/tabs.css",
      "/assets/service.css",
    ]);
    expect(tags.at(-1)?.tag).toBe("title");
  });

  it("leave the head as it is for a route whose screen has no stylesheet of its own", () => {
    expect(withRouteStyles(head, [{ routeId: "/about" }], {})).toEqual(head);
  });
});
