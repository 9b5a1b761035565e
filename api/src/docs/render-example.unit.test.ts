import { describe, expect, it } from "vitest";
import { renderExample } from "./render-example";

describe("renderExample", () => {
  it("shows the request line and body, then the answer's status and body, escaped", () => {
    const html = renderExample({
      request: { method: "POST", url: "/api/ideas", body: { title: "Dlo <potab>" } },
      response: { status: 201, body: { id: 7, title: "Dlo <potab>" } },
    });
    expect(html).toContain("<summary>Example</summary>");
    expect(html).toContain("<code>POST /api/ideas</code>");
    expect(html).toContain("Answer: <strong>201</strong>");
    expect(html).toContain("Dlo &#60;potab&#62;");
    expect(html).not.toContain("<potab>");
    // A long body scrolls in its box: reachable by keyboard.
    expect(html).toContain('<pre tabindex="0">');
  });

  it("cuts a very long string in the page, and shows nothing for a call without an example", () => {
    const html = renderExample({ request: { method: "GET", url: "/api/public-services" }, response: { status: 200, body: [{ imageUrl: `data:${"x".repeat(500)}` }] } });
    expect(html).toContain("…");
    expect(html).not.toContain("x".repeat(200));
    expect(renderExample(undefined)).toBe("");
  });
});
