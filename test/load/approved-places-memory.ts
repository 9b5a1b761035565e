import { ApprovedPlacesIndex, indexedPlace } from "@kominote/adapters/places/approved-places-index";
import { placeNameKey } from "@kominote/core/rules/place-order";
import { regionOf } from "@kominote/core/rules/place-region";
import type { Location } from "@kominote/core/schemas/locations";
import { placePopulation } from "./place-seed";

/**
 * `node --expose-gc --import tsx test/load/approved-places-memory.ts`: the heap the approved
 * places' memory (decision 0037) takes for the places bench's 50,000 places, made as
 * `seedPlaces` makes them (names, descriptions one in two, photos one in three, authors' names),
 * and how long the index takes to build from the rows. The heap is measured after a collection,
 * before the places exist and with the index holding them, and apart from it the buffers that
 * hold each place's JSON (decision 0039).
 */
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error("Run with node --expose-gc");

const heapAfterCollection = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const authors = Array.from({ length: 2_000 }, (_, n) => `Manm ${n + 1} ${["Jozèf", "Batis", "Pòl", "Sentil"][n % 4]}`);
const now = Date.now();

const before = heapAfterCollection();
// Each place's JSON is held as bytes outside the heap (decision 0039): counted apart.
const buffersBefore = process.memoryUsage().arrayBuffers;
const rows = Array.from({ length: placePopulation.places }, (_, index) => {
  const latitude = Math.round((18.05 + ((index * 0.618034) % 1) * 1.9) * 1e6) / 1e6;
  const longitude = Math.round((-74.4 + ((index * 0.754878) % 1) * 2.7) * 1e6) / 1e6;
  const name = `Kote ${index + 1} ${["Mache", "Lekòl", "Legliz", "Klinik", "Pak"][index % 5]}`;
  const place: Location = {
    id: index + 1,
    name,
    description: index % 2 === 0 ? "Yon kote moun yo konnen nan katye a." : null,
    photoUrl: index % 3 === 0 ? `/media/place-bench${String(index).padStart(8, "0")}.webp` : null,
    latitude,
    longitude,
    region: regionOf({ latitude, longitude }),
    approved: true,
    status: "approved",
    rejectionReason: null,
    authorName: authors[index % authors.length] ?? null,
    createdAt: new Date(now - index * 60_000).toISOString(),
  };
  return { place, key: placeNameKey(name), authorId: 1 + (index % authors.length) };
});
const withRows = heapAfterCollection();
const startedAt = performance.now();
const index = new ApprovedPlacesIndex(rows.map(({ place, key, authorId }) => indexedPlace(place, key, authorId)));
const builtMs = performance.now() - startedAt;
rows.length = 0;
const withIndex = heapAfterCollection();
const buffers = process.memoryUsage().arrayBuffers - buffersBefore;
const size = index.size;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(`${size} approved places: heap ${mb(before)} before, ${mb(withRows)} with the rows read, ${mb(withIndex)} with the index alone`);
console.log(`the index takes ${mb(withIndex - before)} (${Math.round((withIndex - before) / size)} bytes a place); built from the rows in ${builtMs.toFixed(0)} ms`);
console.log(`and ${mb(buffers)} of buffers outside the heap (${Math.round(buffers / size)} bytes a place): ${mb(withIndex - before + buffers)} in all`);
