import { describe, expect, it } from "vitest";
import { isRenderedPath, pageLanguageOf, policyWithNonce } from "./server-rendering";

describe("which addresses the server renders", () => {
  it("renders the public screens, with or without a query or a trailing slash", () => {
    for (const url of ["/", "/about", "/leaderboard?x=1", "/government-agencies/", "/tools", "/tools/currency-converter", "/services/sante?tab=ideas", "/ideas", "/idea-voting", "/tasks/12", "/forums/3", "/login", "/register?invite=AB12"]) {
      expect(isRenderedPath(url), url).toBe(true);
    }
  });

  it("leaves the members' screens and unknown addresses to the browser", () => {
    for (const url of ["/account", "/my-contributions", "/moderation", "/verify-email?token=x", "/services", "/services/a/b", "/tools/safe-locations", "/nothing-here", "/lokate", "/map?tab=my"]) {
      expect(isRenderedPath(url), url).toBe(false);
    }
  });
});

describe("the page's language", () => {
  const request = (cookie: string | undefined, acceptLanguage: string | undefined) => ({
    cookies: cookie === undefined ? {} : { language: cookie },
    headers: acceptLanguage === undefined ? {} : { "accept-language": acceptLanguage },
  });

  it("is the reader's choice, else their browser's, else Creole", () => {
    expect(pageLanguageOf(request("pt", "fr-FR,fr;q=0.9"))).toBe("pt");
    expect(pageLanguageOf(request(undefined, "fr-FR,fr;q=0.9"))).toBe("fr");
    expect(pageLanguageOf(request("xx", "de-DE"))).toBe("ht");
    expect(pageLanguageOf(request(undefined, undefined))).toBe("ht");
  });
});

describe("the page's policy", () => {
  it("lets the page's own inline scripts and styles in by its nonce, and nothing else more", () => {
    const policy = "default-src 'self';script-src 'self';style-src 'self';script-src-attr 'none'";
    expect(policyWithNonce(policy, "n0nce")).toBe(
      "default-src 'self';script-src 'self' 'nonce-n0nce';style-src 'self' 'nonce-n0nce';script-src-attr 'none';style-src-attr 'unsafe-inline'",
    );
  });
});
