import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { headElements, headOfTemplate } from "./template-head";

const built = `<!doctype html>
<html lang="ht">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Kominote: platfòm &quot;sitwayen&quot;" />
    <title>Kominote</title>
    <script type="module" crossorigin src="/assets/index-B1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/cA1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C2.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe("headOfTemplate", () => {
  it("keeps every element of the built head in order, with React's attribute names", () => {
    expect(headOfTemplate(built)).toEqual([
      { tag: "meta", attributes: { charSet: "UTF-8" } },
      { tag: "meta", attributes: { name: "description", content: 'Kominote: platfòm "sitwayen"' } },
      { tag: "title", attributes: {}, text: "Kominote" },
      { tag: "script", attributes: { type: "module", crossOrigin: "", src: "/assets/index-B1.js" } },
      { tag: "link", attributes: { rel: "modulepreload", crossOrigin: "", href: "/assets/cA1.js" } },
      { tag: "link", attributes: { rel: "stylesheet", crossOrigin: "", href: "/assets/index-C2.css" } },
    ]);
  });
});

describe("headElements", () => {
  it("gives scripts the nonce and writes the held stylesheets in one style element where the first was, each still named", () => {
    const tags = headOfTemplate(built.replace("</head>", `<link rel="stylesheet" crossorigin href="/assets/late.css"></head>`));
    const html = renderToStaticMarkup(headElements(tags, "n0", { "/assets/index-C2.css": ".a{color:red}", "/assets/late.css": ".b>.c{margin:0}" }));
    expect(html).toContain(`<script type="module" crossorigin="" src="/assets/index-B1.js" nonce="n0"></script>`);
    expect(html).toContain(`<style nonce="n0">.a{color:red}\n.b>.c{margin:0}</style>`);
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      `<link rel="stylesheet" crossorigin="" href="/assets/index-C2.css" disabled=""/>`,
      `<link rel="stylesheet" crossorigin="" href="/assets/late.css" disabled=""/>`,
    ]);
  });
});
