import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { MemoryAgencies } from "../testing/agency-doubles";
import { makeListGovernmentAgencies } from "./list-government-agencies";
import { makeSubmitGovernmentAgency } from "./submit-government-agency";

describe("listGovernmentAgencies", () => {
  it("lists the approved agencies only, by name", async () => {
    const agencies = new MemoryAgencies(new Map([[7, "Marie Joseph"]]));
    const submit = makeSubmitGovernmentAgency({ agencies });
    const add = async (name: string) => {
      const agency = await Effect.runPromise(
        submit({
          memberId: 7,
          request: { name, type: "other", description: "D.", phone: "+50937123456", address: "Port-au-Prince", services: ["S"], department: "Ouest" },
        }),
      );
      return agency.id;
    };
    const edh = await add("Électricité d'Haïti");
    const dgi = await add("Direction Générale des Impôts");
    await add("Office National d'Identification");
    agencies.setStatus(edh, "approved");
    agencies.setStatus(dgi, "approved");

    const listed = await Effect.runPromise(makeListGovernmentAgencies({ agencies })());
    expect(listed.map((agency) => agency.name)).toEqual(["Direction Générale des Impôts", "Électricité d'Haïti"]);
  });
});
