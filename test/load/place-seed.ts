import { placeNameKey } from "@kominote/core/rules/place-order";
import { regionOf } from "@kominote/core/rules/place-region";
import type { BenchDatabase } from "./bench-database";
import { withBenchDatabase } from "./idea-seed";

/** The map the places bench loads: 50,000 approved places spread over the country. */
export const placePopulation = { places: 50_000 } as const;

const batchSize = 2_000;

/**
 * Adds `places` approved places to the database `prepareBenchDatabase` filled (and closed), in
 * multi-row inserts of 2,000: spread over Haiti's land on a scrambled grid (so every region and
 * a city's viewport hold thousands), authors spread over the members, one minute apart, one in
 * three with a photo. The region and name key come from core's rules, as a submission's do.
 */
export const seedPlaces = (database: BenchDatabase, places: number = placePopulation.places): Promise<number> =>
  withBenchDatabase(database, async (db) => {
    const members = (await db("users").orderBy("id").pluck("id")) as number[];
    const now = Date.now();
    for (let start = 0; start < places; start += batchSize) {
      const rows = [];
      for (let index = start; index < Math.min(places, start + batchSize); index++) {
        // A low-discrepancy spread over the mainland's box (18.05..19.95, -74.4..-71.7).
        const latitude = Math.round((18.05 + ((index * 0.618034) % 1) * 1.9) * 1e6) / 1e6;
        const longitude = Math.round((-74.4 + ((index * 0.754878) % 1) * 2.7) * 1e6) / 1e6;
        const name = `Kote ${index + 1} ${["Mache", "Lekòl", "Legliz", "Klinik", "Pak"][index % 5]}`;
        rows.push({
          author_id: members[index % members.length],
          name,
          name_key: placeNameKey(name),
          description: index % 2 === 0 ? "Yon kote moun yo konnen nan katye a." : null,
          photo_url: index % 3 === 0 ? `/media/place-bench${String(index).padStart(8, "0")}.webp` : null,
          latitude,
          longitude,
          region: regionOf({ latitude, longitude }),
          status: "approved",
          created_at: new Date(now - index * 60_000 - (now % 1000)),
        });
      }
      await db("places").insert(rows);
    }
    await db.raw("analyze places");
    return Number(((await db("places").count({ n: "*" })) as { n: number | string }[])[0]?.n ?? 0);
  });
