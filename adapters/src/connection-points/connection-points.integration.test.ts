import type { ConnectionPointFields } from "@kominote/core/ports/connection-points";
import type { ConnectionType } from "@kominote/core/schemas/connection-points";
import { givenConnectionPoint, MemoryConnectionPoints } from "@kominote/core/testing/reported-place-doubles";
import { describe } from "vitest";
import { contractOnEveryBackend } from "../db/contract-on-every-backend";
import { givenInMemory, givenOnDatabase } from "../reported-places/reported-place-harness";
import { reportedPlacesContract } from "../reported-places/reported-places.contract";
import { connectionPointFiguresContract, type ConnectionPointHarness } from "./connection-point-figures.contract";
import { connectionPointTable, KnexConnectionPoints } from "./knex-connection-points";

const sample = {
  place: givenConnectionPoint,
  kind: "wifi",
  otherKind: { kind: "4g", change: { connectionType: "4g" } },
  everyOtherField: {
    description: "Wifi lib nan lakou bibliyotèk la.",
    latitude: 18.5431,
    longitude: -72.3391,
    address: "Bibliyotèk Nasyonal, Pòtoprens",
    connectionType: "cable",
    speed: 42.5,
    reliability: 4.5,
    isPublic: false,
    isFree: false,
    requirements: "Kat manm bibliyotèk la",
    status: "intermittent",
    lastTested: "2026-03-02T09:30:00.000Z",
  },
} as const satisfies Parameters<typeof reportedPlacesContract<ConnectionPointFields, ConnectionType>>[1];

contractOnEveryBackend<ConnectionPointHarness>(
  "ConnectionPointStore",
  (fresh) => {
    describe("as a reported place's store", () => reportedPlacesContract(fresh, sample));
    describe("its figures", () => connectionPointFiguresContract(fresh));
  },
  {
    memory: async () => {
      const names = new Map<number, string>();
      const store = new MemoryConnectionPoints(names);
      return { store, given: givenInMemory(names, store) };
    },
    database: async (db) => ({ store: new KnexConnectionPoints(db, connectionPointTable), given: await givenOnDatabase(db, "connection_points") }),
  },
);
