import type { LocationSummary } from "../api/get-location-summary";
import type { Place } from "../api/list-locations";

const place = (fields: Partial<Place> & Pick<Place, "id" | "name" | "latitude" | "longitude">): Place => ({
  description: null,
  photoUrl: null,
  region: "west",
  approved: true,
  status: "approved",
  rejectionReason: null,
  createdAt: "2026-11-20T14:30:00.000Z",
  authorName: "Wideline Pierre",
  ...fields,
});

/** Real places of Haiti, as the stories and tests show them. */
export const samplePlaces: Place[] = [
  place({ id: 1, name: "Mache Petyonvil", latitude: 18.512034, longitude: -72.285741, description: "Gwo mache piblik nan mitan Petyonvil.", photoUrl: "/images/services/health.jpg" }),
  place({ id: 2, name: "Lopital Inivèsite Leta Ayiti", latitude: 18.539269, longitude: -72.338415, createdAt: "2026-11-24T09:05:00.000Z" }),
  place({ id: 3, name: "Katedral Okap", latitude: 19.759167, longitude: -72.201389, region: "north", createdAt: "2026-11-02T16:45:00.000Z" }),
  place({ id: 4, name: "Plaj Jakmèl", latitude: 18.231389, longitude: -72.535833, region: "south", description: "Bò lanmè, toupre vil la." }),
  place({ id: 5, name: "Sitadèl Lafèryè", latitude: 19.573333, longitude: -72.244167, region: "north" }),
  place({ id: 6, name: "Pak Mas Ench", latitude: 19.146, longitude: -72.011, region: "centre" }),
  place({ id: 7, name: "Mache Fè", latitude: 18.546944, longitude: -72.342778 }),
  place({ id: 8, name: "Pò Jeremi", latitude: 18.6506, longitude: -74.1178, region: "west" }),
];

/** A member's own places: one waiting for review, one refused with its reason. */
export const ownPlaces: Place[] = [
  place({ id: 21, name: "Ti pak lakay", latitude: 18.5101, longitude: -72.2902, status: "pending", approved: false, createdAt: "2026-11-25T10:00:00.000Z" }),
  place({
    id: 22,
    name: "Kafe kwen lari a",
    latitude: 18.5344,
    longitude: -72.3311,
    status: "rejected",
    approved: false,
    rejectionReason: "Se yon kay prive, pa yon kote piblik.",
  }),
  samplePlaces[1]!,
];

export const sampleSummary: LocationSummary = { approved: 128, withPhoto: 47, addedThisWeek: 9 };

/** A device that finds Port-au-Prince, one that refuses, and one that never answers. */
export const deviceAt = (latitude: number, longitude: number): Geolocation =>
  ({
    getCurrentPosition: (success: PositionCallback) => success({ coords: { latitude, longitude } } as GeolocationPosition),
  }) as unknown as Geolocation;

export const deviceFailing = (code: 1 | 2 | 3): Geolocation =>
  ({
    getCurrentPosition: (_success: PositionCallback, failure?: PositionErrorCallback | null) => failure?.({ code } as GeolocationPositionError),
  }) as unknown as Geolocation;
