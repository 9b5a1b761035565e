import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { OpenDataSource } from "../ports/open-data-source";
import type { OpenDataFeature } from "../schemas/open-data";
import { makeExportOpenData } from "./export-open-data";

const feature = (id: number): OpenDataFeature => ({
  kind: "place",
  id,
  name: `Kote ${id}`,
  description: null,
  latitude: 18.5,
  longitude: -72.3,
  region: "west",
  createdAt: "2026-03-01T10:00:00.000Z",
});

const source = (features: OpenDataFeature[]): OpenDataSource => ({ kind: "place", listFeatures: async () => features });

describe("the open-data export", () => {
  it("gathers every source's records, in the sources' order", async () => {
    const features = await Effect.runPromise(makeExportOpenData({ sources: [source([feature(1), feature(2)]), source([feature(3)])] })());
    expect(features.map((each) => each.id)).toEqual([1, 2, 3]);
  });

  it("is empty with nothing published", async () => {
    expect(await Effect.runPromise(makeExportOpenData({ sources: [source([])] })())).toEqual([]);
  });
});

describe("the open-data export's identity", () => {
  it("answers the same array while the sources answer the same ones, a new one when any changes", async () => {
    let places = [feature(1)];
    const exportOpenData = makeExportOpenData({ sources: [{ kind: "place", listFeatures: async () => places }] });
    const first = await Effect.runPromise(exportOpenData());
    expect(await Effect.runPromise(exportOpenData())).toBe(first);
    places = [feature(1), feature(2)];
    const changed = await Effect.runPromise(exportOpenData());
    expect(changed).not.toBe(first);
    expect(changed.map((each) => each.id)).toEqual([1, 2]);
  });
});
