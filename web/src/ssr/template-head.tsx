import { createElement, type ReactElement } from "react";

/** One element of the built page's head: its tag, attributes and (for a title) text. */
export interface HeadTag {
  readonly tag: "meta" | "link" | "script" | "title";
  readonly attributes: Readonly<Record<string, string>>;
  readonly text?: string;
}

const tagPattern = /<(meta|link|script|title)\b([^>]*)>(?:([^<]*)<\/\1>)?/g;
const attributePattern = /([^\s=/]+)(?:\s*=\s*"([^"]*)")?/g;

/** React names of the HTML attributes the build writes in the head. */
const reactNames: Readonly<Record<string, string>> = { charset: "charSet", crossorigin: "crossOrigin", "http-equiv": "httpEquiv" };

const decode = (value: string): string =>
  value.replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

/**
 * The head of the built index.html (Vite writes the entry script, its preloads and the styles
 * there, with their hashed names), read once so every rendered page carries the same head as the
 * client-only page would.
 */
export const headOfTemplate = (html: string): readonly HeadTag[] => {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  return [...head.matchAll(tagPattern)].map(([, tag, attributeText = "", text]) => {
    const attributes: Record<string, string> = {};
    for (const [, name = "", value] of attributeText.matchAll(attributePattern)) {
      attributes[reactNames[name] ?? name] = value === undefined ? "" : decode(value);
    }
    return { tag: tag as HeadTag["tag"], attributes, ...(text === undefined || text === "" ? {} : { text: decode(text) }) };
  });
};

/**
 * The head's elements, the entry script given the page's nonce like every script it runs. The first
 * screen's stylesheets whose text the server holds are written in one <style> where the first of
 * them was: the page paints with no request for its styles.
 */
export const headElements = (tags: readonly HeadTag[], nonce: string, styles: Readonly<Record<string, string>> = {}): ReactElement[] => {
  const isInlined = ({ tag, attributes }: HeadTag) => tag === "link" && attributes.rel === "stylesheet" && styles[attributes.href ?? ""] !== undefined;
  const css = tags.filter(isInlined).map(({ attributes }) => styles[attributes.href ?? ""]).join("\n");
  const firstInlined = tags.findIndex(isInlined);
  return tags.flatMap((head, index): ReactElement[] => {
    const element = createElement(head.tag, { key: index, ...head.attributes, ...(head.tag === "script" ? { nonce } : {}) }, head.text);
    if (!isInlined(head)) return [element];
    // Each inlined file stays named by a disabled link (neither fetched nor applied): a later screen's
    // code, which needs the same file, finds it there and does not add it again at the end of the
    // head, where its rules would come after the screen's own and change what wins.
    const named = createElement("link", { key: `${index}-named`, ...head.attributes, disabled: true });
    return index === firstInlined ? [createElement("style", { key: index, nonce, dangerouslySetInnerHTML: { __html: css } }), named] : [named];
  });
};
