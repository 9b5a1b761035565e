import { describe, expect, it } from "vitest";
import { languages } from "./languages";
import { loadMessages, sourceMessages, type AnyCatalog } from "./messages";
import common from "./messages/common/ht";
import errors from "./messages/errors/ht";
import home from "./messages/home/ht";
import shell from "./messages/shell/ht";
import validation from "./messages/validation/ht";

const placeholders = (text: string): string[] =>
  [...new Set(Array.from(text.matchAll(/\{(\w+)\}/g), (match) => match[1] ?? ""))].sort();

const catalogs = Object.fromEntries(
  await Promise.all(languages.map(async (language) => [language, await loadMessages(language)] as const)),
) as Record<(typeof languages)[number], AnyCatalog>;

const sourceKeys = Object.keys(sourceMessages).sort();

describe("interface catalogs", () => {
  it("has a non-empty Creole source for every key", () => {
    const empty = sourceKeys.filter((key) => (sourceMessages as Record<string, string>)[key]?.trim() === "");
    expect(empty).toEqual([]);
  });

  it("keeps every namespace's keys under its own prefix, so no namespace overwrites another", () => {
    const namespaces = { common, errors, home, shell, validation };
    for (const [namespace, texts] of Object.entries(namespaces)) {
      const strays = Object.keys(texts).filter((key) => !key.startsWith(`${namespace}.`));
      expect(strays, namespace).toEqual([]);
    }
  });

  describe.each(languages.filter((language) => language !== "ht"))("%s", (language) => {
    const catalog = catalogs[language] as Readonly<Record<string, unknown>>;

    it("has exactly the source's keys", () => {
      const keys = Object.keys(catalog).sort();
      expect(sourceKeys.filter((key) => !Object.hasOwn(catalog, key)), "missing").toEqual([]);
      expect(keys.filter((key) => !Object.hasOwn(sourceMessages, key)), "extra").toEqual([]);
    });

    it("has no empty text", () => {
      const empty = sourceKeys.filter((key) => {
        const text = catalog[key];
        return typeof text !== "string" || text.trim() === "";
      });
      expect(empty).toEqual([]);
    });

    it("uses the same {placeholders} as the source", () => {
      const mismatched = sourceKeys
        .filter((key) => typeof catalog[key] === "string")
        .filter((key) => {
          const source = placeholders((sourceMessages as Record<string, string>)[key] ?? "");
          return placeholders(catalog[key] as string).join() !== source.join();
        });
      expect(mismatched).toEqual([]);
    });
  });
});
