import { departments } from "@kominote/core/rules/agency-kinds";
import { describe, expect, it } from "vitest";
import { departmentName } from "./agency-labels";

describe("departmentName", () => {
  it("gives the usual Creole form on a Creole screen", () => {
    expect(departmentName("Ouest", "ht")).toBe("Lwès");
    expect(departmentName("Grand'Anse", "ht")).toBe("Grandans");
    expect(departmentName("Nord-Est", "ht")).toBe("Nòdès");
  });

  it("gives every department's official name in the other languages, a proper name", () => {
    for (const language of ["fr", "en", "es", "pt"] as const) {
      expect(departments.map((department) => departmentName(department, language))).toEqual([...departments]);
    }
  });
});
