import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const source = join(import.meta.dirname, "..");

const sourceFiles = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path).flatMap((name) => sourceFiles(join(path, name)))
    : /\.tsx?$/.test(path) && !/\.(unit\.test|stories)\.tsx?$/.test(path)
      ? [path]
      : [];

/**
 * Browsers carry no Creole calendar data: a date written by Intl or toLocale* in Creole comes out
 * French ("25 novembre 2026 à 11:17"). Every date a screen shows goes through the core's
 * formatInstant (core/src/rules/date-format.ts), which writes Creole from the catalog.
 */
const ownDateFormatting = /\b(toLocaleDateString|toLocaleTimeString|Intl\.DateTimeFormat|Intl\.RelativeTimeFormat)\b|\.toLocaleString\(/;

describe("dates on screens", () => {
  it("are all written by the core's formatter", () => {
    const offenders = sourceFiles(source)
      .filter((file) => ownDateFormatting.test(readFileSync(file, "utf8")))
      .map((file) => relative(source, file));
    expect(offenders).toEqual([]);
  });
});
