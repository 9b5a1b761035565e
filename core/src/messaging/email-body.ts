import type { Language } from "../i18n/languages";
import { escapeHtml } from "./html";

/** The parts an e-mail is made of; each is written once and rendered both as text and as HTML. */
export type EmailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "code"; code: string }
  | { kind: "action"; label: string; href: string; fallback: string };

export interface EmailContent {
  language: Language;
  subject: string;
  blocks: readonly EmailBlock[];
  signature: string;
}

const textOf = (block: EmailBlock): string => {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "code":
      return block.code;
    case "action":
      return `${block.label}:\n${block.href}`;
  }
};

/** The plain-text version: blocks separated by blank lines, the signature last. */
export const renderEmailText = (content: EmailContent): string =>
  [...content.blocks.map(textOf), content.signature].join("\n\n") + "\n";

// Inline styles only: many mail clients drop <style> elements. Colours are the site's
// (Haiti blue on white, 12.6:1), sizes stay readable on small phone screens.
const bodyStyle =
  "margin:0;padding:24px 16px;background:#ffffff;color:#14171f;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5";
const codeStyle =
  "margin:24px 0;font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:6px;color:#00209f";
const buttonStyle =
  "display:inline-block;padding:12px 20px;background:#00209f;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold";
const mutedStyle = "font-size:14px;color:#4a5161;word-break:break-all";

const htmlOf = (block: EmailBlock): string => {
  switch (block.kind) {
    case "paragraph":
      return `<p>${escapeHtml(block.text)}</p>`;
    case "code":
      return `<p style="${codeStyle}">${escapeHtml(block.code)}</p>`;
    case "action": {
      const href = escapeHtml(block.href);
      return (
        `<p><a href="${href}" style="${buttonStyle}">${escapeHtml(block.label)}</a></p>` +
        `<p style="${mutedStyle}">${escapeHtml(block.fallback)}<br><a href="${href}" style="color:#00209f">${href}</a></p>`
      );
    }
  }
};

/** The HTML version: one simple column, the document language set for screen readers. */
export const renderEmailHtml = (content: EmailContent): string =>
  [
    "<!doctype html>",
    `<html lang="${escapeHtml(content.language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="${bodyStyle}">`,
    '<div style="max-width:560px;margin:0 auto">',
    '<p style="font-size:20px;font-weight:bold;color:#00209f;margin:0 0 16px">Kominote</p>',
    ...content.blocks.map(htmlOf),
    `<p>${escapeHtml(content.signature)}</p>`,
    "</div></body></html>",
  ].join("\n");
