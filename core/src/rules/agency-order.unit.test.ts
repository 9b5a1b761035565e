import { describe, expect, it } from "vitest";
import { byAgencyName } from "./agency-order";

describe("byAgencyName", () => {
  it("orders accented and lower-case names among the others, then by id", () => {
    const agencies = [
      { id: 3, name: "Université d'État d'Haïti" },
      { id: 1, name: "Électricité d'Haïti" },
      { id: 2, name: "banque de la République d'Haïti" },
      { id: 5, name: "Direction Générale des Impôts" },
      { id: 4, name: "Direction générale des impôts" },
    ];
    expect([...agencies].sort(byAgencyName).map((agency) => agency.id)).toEqual([2, 4, 5, 1, 3]);
  });
});
