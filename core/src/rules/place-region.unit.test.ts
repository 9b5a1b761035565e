import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { regions } from "../schemas/locations";
import { haitiBounds } from "./haiti-area";
import { regionOf } from "./place-region";

const town = (latitude: number, longitude: number) => regionOf({ latitude, longitude });

describe("the region of a place", () => {
  it.each([
    ["Cap-Haïtien (Nord)", 19.76, -72.2, "north"],
    ["Port-de-Paix (Nord-Ouest)", 19.94, -72.83, "north"],
    ["Fort-Liberté (Nord-Est)", 19.66, -71.84, "north"],
    ["Pignon (Nord)", 19.34, -72.12, "north"],
    ["Jacmel (Sud-Est)", 18.23, -72.53, "south"],
    ["Anse-à-Pitres (Sud-Est)", 18.04, -71.75, "south"],
    ["Les Cayes (Sud)", 18.19, -73.75, "south"],
    ["Jérémie (Grand'Anse)", 18.65, -74.11, "south"],
    ["Miragoâne (Nippes)", 18.44, -73.09, "south"],
    ["Belladère (Centre, border)", 18.86, -71.78, "east"],
    ["Fonds-Parisien (Ouest, border)", 18.5, -71.98, "east"],
    ["Hinche (Centre)", 19.15, -72.01, "centre"],
    ["Mirebalais (Centre)", 18.83, -72.1, "centre"],
    ["Gonaïves (Artibonite)", 19.45, -72.69, "centre"],
    ["Saint-Marc (Artibonite)", 19.11, -72.69, "centre"],
    ["Port-au-Prince (Ouest)", 18.54, -72.34, "west"],
    ["Léogâne (Ouest)", 18.51, -72.63, "west"],
    ["Petit-Goâve (Ouest)", 18.43, -72.86, "west"],
    ["Anse-à-Galets, Gonâve (Ouest)", 18.83, -72.87, "west"],
    ["Kenscoff (Ouest)", 18.45, -72.28, "west"],
  ])("puts %s in the %s", (_name, latitude, longitude, region) => {
    expect(town(latitude, longitude)).toBe(region);
  });

  it("answers one of the five regions for every point of the country's box, and each region is reached", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.double({ min: haitiBounds.minLatitude, max: haitiBounds.maxLatitude, noNaN: true }),
        fc.double({ min: haitiBounds.minLongitude, max: haitiBounds.maxLongitude, noNaN: true }),
        (latitude, longitude) => {
          const region = regionOf({ latitude, longitude });
          seen.add(region);
          expect(regions).toContain(region);
        },
      ),
      { numRuns: 2000 },
    );
    expect([...seen].sort()).toEqual([...regions].sort());
  });

  it("keeps the north north: going further north from a northern point never leaves it", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 19.3, max: 20.4, noNaN: true }),
        fc.double({ min: haitiBounds.minLongitude, max: haitiBounds.maxLongitude, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (latitude, longitude, step) => {
          fc.pre(town(latitude, longitude) === "north");
          expect(town(Math.min(haitiBounds.maxLatitude, latitude + step), longitude)).toBe("north");
        },
      ),
    );
  });
});
