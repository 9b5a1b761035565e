import type { OperationExample } from "./openapi-document";
import { escapeHtml } from "./render-schema";

/** Longer strings (an image as a data address) are cut in the page: the document keeps them whole. */
const shownStringLength = 160;

const shortened = (value: unknown): unknown => {
  if (typeof value === "string") return value.length > shownStringLength ? `${value.slice(0, shownStringLength)}…` : value;
  if (Array.isArray(value)) return value.map(shortened);
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shortened(inner)]));
  return value;
};

// Focusable: a long answer scrolls inside its box, and keyboard readers must be able to scroll it too.
const json = (value: unknown): string => `<pre tabindex="0"><code>${escapeHtml(JSON.stringify(shortened(value), null, 2))}</code></pre>`;

/**
 * A call's example as the reader would make it: the request line and body, then the status and
 * body of the answer, in Creole like the product, folded so the page stays short to scan.
 */
export const renderExample = (example: OperationExample | undefined): string => {
  if (example === undefined) return "";
  const { request, response } = example;
  return (
    `<details class="example"><summary>Example</summary>` +
    `<p>Request: <code>${escapeHtml(`${request.method} ${request.url}`)}</code></p>` +
    (request.body === undefined ? "" : json(request.body)) +
    `<p>Answer: <strong>${response.status}</strong></p>` +
    (response.body === undefined ? "" : json(response.body)) +
    `</details>`
  );
};
