import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { baseServices } from "./index";

const webPublic = fileURLToPath(new URL("../../../../web/public", import.meta.url));
const featured = baseServices.flatMap((service) =>
  service.imageUrl === null ? [] : [{ slug: service.slug, imageUrl: service.imageUrl }],
);

describe("seeded service images", () => {
  it.each(featured)("$slug's image is a small, self-contained, titled SVG", async ({ imageUrl }) => {
    const svg = await readFile(`${webPublic}${imageUrl}`, "utf8");

    // Cheap phones on slow networks download every card image on the home page.
    expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox=/);
    expect(svg).toMatch(/<title>[^<]{10,}<\/title>/);
    // Nothing loaded from elsewhere, no script: only in-file references such as url(#id).
    const withoutNamespace = svg.replace('xmlns="http://www.w3.org/2000/svg"', "");
    expect(withoutNamespace).not.toMatch(/https?:|href=|<script|<image|@import/i);
  });
});
