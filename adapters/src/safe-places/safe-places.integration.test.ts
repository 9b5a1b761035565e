import type { SafePlaceFields } from "@kominote/core/ports/safe-places";
import type { SafePlaceCategory } from "@kominote/core/schemas/safe-places";
import { givenSafePlace, memorySafePlaces } from "@kominote/core/testing/reported-place-doubles";
import { contractOnEveryBackend } from "../db/contract-on-every-backend";
import { givenInMemory, givenOnDatabase } from "../reported-places/reported-place-harness";
import { reportedPlacesContract, type ReportedPlacesHarness } from "../reported-places/reported-places.contract";
import { knexSafePlaces } from "./knex-safe-places";

type Harness = ReportedPlacesHarness<SafePlaceFields, SafePlaceCategory>;

const sample = {
  place: givenSafePlace,
  kind: "hospital",
  otherKind: { kind: "shelter", change: { category: "shelter" } },
  everyOtherField: { description: "Ijans ak matènite.", latitude: 18.6512, longitude: -74.1203, address: "Rue Stenio Vincent, Jérémie", category: "community", safetyRating: 2.5, tags: ["matènite", "24/24"] },
} as const satisfies Parameters<typeof reportedPlacesContract<SafePlaceFields, SafePlaceCategory>>[1];

contractOnEveryBackend<Harness>("SafePlaceStore", (fresh) => reportedPlacesContract(fresh, sample), {
  memory: async () => {
    const names = new Map<number, string>();
    const store = memorySafePlaces(names);
    return { store, given: givenInMemory(names, store) };
  },
  database: async (db) => ({ store: knexSafePlaces(db), given: await givenOnDatabase(db, "safe_places") }),
});
