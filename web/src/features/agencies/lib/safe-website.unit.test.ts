import { describe, expect, it } from "vitest";
import { safeWebsite, websiteLabel } from "./safe-website";

describe("safeWebsite", () => {
  it("links only http and https addresses", () => {
    expect(safeWebsite("https://www.dgi.gouv.ht/")?.href).toBe("https://www.dgi.gouv.ht/");
    expect(safeWebsite("http://mairie.ht")?.host).toBe("mairie.ht");
    expect(safeWebsite("javascript:alert(1)")).toBeNull();
    expect(safeWebsite("data:text/html,hi")).toBeNull();
    expect(safeWebsite("not a url")).toBeNull();
    expect(safeWebsite(null)).toBeNull();
  });

  it("reads as its host without www", () => {
    expect(websiteLabel(new URL("https://www.dgi.gouv.ht/fr"))).toBe("dgi.gouv.ht");
  });
});
