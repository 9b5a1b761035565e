import { describe, expect, it } from "vitest";
import { buildDocument } from "./build-document";

/** Every `allOf` in the document whose parts allow null only in some: such a schema refuses null. */
const nullOnlyInPart = (node: unknown, at = ""): string[] => {
  if (Array.isArray(node)) return node.flatMap((child, index) => nullOnlyInPart(child, `${at}/${index}`));
  if (typeof node !== "object" || node === null) return [];
  const record = node as Record<string, unknown>;
  const own =
    Array.isArray(record.allOf) &&
    (record.allOf as Record<string, unknown>[]).some((part) => Array.isArray(part.type) && part.type.includes("null")) &&
    (record.allOf as Record<string, unknown>[]).some((part) => typeof part.$ref === "string")
      ? [at]
      : [];
  return [...own, ...Object.entries(record).flatMap(([key, child]) => nullOnlyInPart(child, `${at}/${key}`))];
};

describe("a value that may be null and is a component", () => {
  it("is documented as one of the component or null, so a client accepts the null the server sends", () => {
    // zod-to-openapi writes `.nullable()` of a component as allOf [component, nullable object]:
    // every part must hold, and null is not an object. The schemas say z.union([component, z.null()]).
    const document = buildDocument();
    expect(nullOnlyInPart(document)).toEqual([]);
    const standing = (document.components as { schemas: Record<string, { properties: { entries: { properties: Record<string, unknown> } } }> })
      .schemas.LeaderboardStanding;
    expect(standing?.properties.entries.properties.tasks).toEqual({ anyOf: [{ $ref: "#/components/schemas/LeaderboardEntry" }, { type: "null" }] });
  });
});
