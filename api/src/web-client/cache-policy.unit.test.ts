import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cachePolicyOf } from "./cache-policy";

const root = "/srv/web/dist";

describe("cachePolicyOf", () => {
  it("keeps hashed assets for a year, compressed twins included", () => {
    for (const file of ["assets/index-Bx3k9.js", "assets/index-Bx3k9.js.br", "assets/app-Q1.css.gz"]) {
      expect(cachePolicyOf(root, join(root, file))).toBe("public, max-age=31536000, immutable");
    }
  });

  it("keeps images a day and makes pages revalidate", () => {
    expect(cachePolicyOf(root, join(root, "images/services/sante.svg"))).toBe("public, max-age=86400");
    expect(cachePolicyOf(root, join(root, "index.html"))).toBe("no-cache");
    expect(cachePolicyOf(root, join(root, "index.html.br"))).toBe("no-cache");
    expect(cachePolicyOf(root, join(root, "sw.js"))).toBe("no-cache");
    expect(cachePolicyOf(root, join(root, "favicon.ico"))).toBe("public, max-age=3600");
  });
});
