import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OpenDataFeature } from "../schemas/open-data";
import { csvCell, toCsv, toGeoJson } from "./open-data-formats";

const feature = (overrides: Partial<OpenDataFeature> = {}): OpenDataFeature => ({
  kind: "place",
  id: 12,
  name: "Mache Fè",
  description: null,
  latitude: 18.5392,
  longitude: -72.3364,
  region: "west",
  createdAt: "2026-03-01T10:00:00.000Z",
  ...overrides,
});

/** A reader of RFC 4180 text, to check what the writer produced reads back. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted || (char !== '"' && char !== "," && !(char === "\r" && text[i + 1] === "\n"))) {
      cell += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      row.push(cell);
      cell = "";
    } else {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    }
  }
  return rows;
};

describe("the GeoJSON export", () => {
  it("writes each record as a point, longitude first, with its kind", () => {
    expect(toGeoJson([feature()])).toEqual({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          id: "place-12",
          geometry: { type: "Point", coordinates: [-72.3364, 18.5392] },
          properties: { kind: "place", id: 12, name: "Mache Fè", description: null, region: "west", createdAt: "2026-03-01T10:00:00.000Z" },
        },
      ],
    });
  });
});

describe("the CSV export", () => {
  it("quotes commas, quotes and line breaks, and defuses formulas", () => {
    expect(csvCell('Lekòl "Sen Pòl", Okap')).toBe('"Lekòl ""Sen Pòl"", Okap"');
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe("\"'=HYPERLINK(\"\"http://x\"\")\"");
    expect(csvCell("+509 3712")).toBe("'+509 3712");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-72.3364)).toBe("-72.3364");
    expect(csvCell(null)).toBe("");
  });

  it("writes a header and one CRLF row per record", () => {
    expect(toCsv([feature({ description: "Gran mache" })])).toBe(
      "kind,id,name,description,latitude,longitude,region,createdAt\r\nplace,12,Mache Fè,Gran mache,18.5392,-72.3364,west,2026-03-01T10:00:00.000Z\r\n",
    );
  });

  it("reads back as the same columns whatever the names hold, no text cell starting a formula", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.option(fc.string(), { nil: null })), { maxLength: 8 }), (texts) => {
        const features = texts.map(([name, description], index) => feature({ id: index + 1, name, description }));
        const rows = parseCsv(toCsv(features));
        expect(rows).toHaveLength(features.length + 1);
        rows.slice(1).forEach((row, index) => {
          expect(row).toHaveLength(8);
          const [name, description] = texts[index]!;
          expect(row[2]).toBe(/^[=+\-@\t\r]/.test(name) ? `'${name}` : name);
          expect(row[3]).toBe(description === null ? "" : /^[=+\-@\t\r]/.test(description) ? `'${description}` : description);
          expect(row[2]).not.toMatch(/^[=+\-@]/);
        });
      }),
    );
  });
});
