import { apiRoutes } from "@kominote/core/contract/index";
import { describe, expect, it } from "vitest";
import { statusOfCode } from "./status-of-code";

describe("the codes a call documents under 409", () => {
  it("are answered with 409", () => {
    const declared = apiRoutes.flatMap((route) => ("conflicts" in route ? route.conflicts.map((code) => [route.operationId, code, statusOfCode[code]]) : []));
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter(([, , status]) => status !== 409)).toEqual([]);
  });

  it("cover every 409 code the server has", () => {
    const documented = new Set(apiRoutes.flatMap((route) => ("conflicts" in route ? [...route.conflicts] : [])));
    const conflictCodes = Object.entries(statusOfCode).filter(([, status]) => status === 409).map(([code]) => code);
    expect(conflictCodes.filter((code) => !documented.has(code as never))).toEqual([]);
  });
});
