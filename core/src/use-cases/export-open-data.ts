import { Effect } from "effect";
import type { OpenDataSource } from "../ports/open-data-source";
import type { OpenDataFeature } from "../schemas/open-data";

/**
 * Every published, located record of every source, grouped by kind in the sources' order, each
 * kind by id: the same bytes for the same data, so the exports' ETags only change with the data.
 * While every source answers the very arrays it answered before (a cached source), the same
 * combined array is answered too, so what is made from it (the GeoJSON and CSV texts, their
 * compressed twins) can be made once per version.
 */
export const makeExportOpenData = ({ sources }: { sources: readonly OpenDataSource[] }) => {
  let last: { parts: readonly (readonly OpenDataFeature[])[]; combined: readonly OpenDataFeature[] } | null = null;
  return (): Effect.Effect<readonly OpenDataFeature[]> =>
    Effect.promise(async () => {
      const parts = await Promise.all(sources.map((source) => source.listFeatures()));
      if (last !== null && parts.every((part, index) => part === last?.parts[index])) return last.combined;
      last = { parts, combined: parts.flat() };
      return last.combined;
    });
};

export type ExportOpenData = ReturnType<typeof makeExportOpenData>;
