import { describe, expect, it } from "vitest";
import { sampleAgencies } from "../testing/agencies";
import { agencyPageSearch, agencySearch, filterAgencies, isFiltered } from "./agency-filter";

const names = (filter: Parameters<typeof filterAgencies>[1]) => filterAgencies(sampleAgencies, filter).map((agency) => agency.id);

describe("filterAgencies", () => {
  it("keeps every agency, in the server's order, with no filter", () => {
    expect(names({})).toEqual([1, 2, 3, 4]);
  });

  it("keeps one type, one department, or both", () => {
    expect(names({ type: "hospital" })).toEqual([2]);
    expect(names({ department: "Ouest" })).toEqual([1, 4]);
    expect(names({ type: "tax", department: "Ouest" })).toEqual([1]);
    expect(names({ type: "tax", department: "Nord" })).toEqual([]);
  });

  it("searches name, description, address and services, without case or accents, every word", () => {
    expect(names({ q: "HOPITAL" })).toEqual([2]);
    expect(names({ q: "cap-haitien" })).toEqual([2]);
    expect(names({ q: "vaksinasyon" })).toEqual([2]);
    expect(names({ q: "port-au-prince cin" })).toEqual([4]);
    expect(names({ q: "  eta   sivil " })).toEqual([3]);
    expect(names({ q: "nothing-like-this" })).toEqual([]);
  });
});

describe("the directory's address", () => {
  it("keeps a known type and department and a search, dropping the rest", () => {
    expect(agencySearch({ q: "lopital", type: "hospital", department: "Grand'Anse", other: "x" })).toEqual({
      q: "lopital",
      type: "hospital",
      department: "Grand'Anse",
    });
    expect(agencySearch({ q: "   ", type: "bank", department: "Paris" })).toEqual({});
    expect(agencySearch({ q: 42 })).toEqual({});
    expect(agencySearch({ q: "x".repeat(500) }).q).toHaveLength(200);
  });

  it("opens the dialog only for add=1", () => {
    expect(agencyPageSearch({ add: 1 })).toEqual({ add: 1 });
    expect(agencyPageSearch({ add: "1" })).toEqual({ add: 1 });
    expect(agencyPageSearch({ add: "yes" })).toEqual({});
  });

  it("says when a search or filter narrows the list", () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ q: " " })).toBe(false);
    expect(isFiltered({ department: "Sud" })).toBe(true);
  });
});
