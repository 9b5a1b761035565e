import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { isFirstPaintKey } from "@kominote/core/i18n/first-paint";
import { sourceMessages } from "@kominote/core/i18n/messages";
import { describe, expect, it } from "vitest";

const source = join(import.meta.dirname, "..");

/**
 * The code the home page renders before anything else is fetched: the shell, the home screen and
 * the sign-in dialog. It may show only first-paint texts (core/src/i18n/first-paint.ts); a part
 * with other texts is loaded with lazyWithMessages, WithMessages or behind a route.
 */
const firstScreen = ["layout", "ui", "features/home", "features/auth", "routes/index.tsx", "routes/__root.tsx"];

const sourceFiles = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path).flatMap((name) => sourceFiles(join(path, name)))
    : /\.tsx?$/.test(path) && !/\.(unit\.test|stories)\.tsx?$/.test(path) && !path.includes("/testing/")
      ? [path]
      : [];

const catalogKeys = new Set(Object.keys(sourceMessages));

describe("the first screen's texts", () => {
  it("are all in the first-paint catalog", () => {
    const misplaced = firstScreen.flatMap((part) =>
      sourceFiles(join(source, part)).flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/["'`]([a-zA-Z]+\.[\w.]+)["'`]/g)]
          .map((match) => match[1] ?? "")
          .filter((text) => catalogKeys.has(text) && !isFirstPaintKey(text))
          .map((key) => `${relative(source, file)}: ${key}`),
      ),
    );
    expect(misplaced).toEqual([]);
  });
});
