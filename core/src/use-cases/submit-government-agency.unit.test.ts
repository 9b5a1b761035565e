import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import type { CreateGovernmentAgencyRequest } from "../schemas/agencies";
import { MemoryAgencies } from "../testing/agency-doubles";
import { makeSubmitGovernmentAgency } from "./submit-government-agency";

let agencies: MemoryAgencies;

beforeEach(() => {
  agencies = new MemoryAgencies(new Map([[7, "Marie Joseph"]]));
});

const request = (overrides: Partial<CreateGovernmentAgencyRequest> = {}): CreateGovernmentAgencyRequest => ({
  name: "Mairie de Jérémie",
  type: "municipality",
  description: "Meri komin Jeremi.",
  phone: "+50937123456",
  address: "Jérémie",
  services: ["Batistè", "Patant"],
  department: "Grand'Anse",
  ...overrides,
});

const submit = (overrides: Partial<CreateGovernmentAgencyRequest> = {}) =>
  Effect.runPromise(Effect.result(makeSubmitGovernmentAgency({ agencies })({ memberId: 7, request: request(overrides) })));

describe("submitGovernmentAgency", () => {
  it("stores the member's agency pending review, named after them, with empty optional fields as null", async () => {
    const result = await submit();
    if (!Result.isSuccess(result)) throw new Error(`expected a success, got ${result.failure.code}`);
    expect(result.success).toMatchObject({
      name: "Mairie de Jérémie",
      status: "pending",
      submittedBy: "Marie Joseph",
      email: null,
      website: null,
      services: ["Batistè", "Patant"],
    });
    expect(await agencies.listApproved()).toEqual([]);
  });

  it("trims the services, drops the empty ones and keeps each once", async () => {
    const result = await submit({ services: [" Batistè ", "", "batistè", "Patant", "  "] });
    if (!Result.isSuccess(result)) throw new Error("expected a success");
    expect(result.success.services).toEqual(["Batistè", "Patant"]);
  });

  it("stores the phone in E.164", async () => {
    const result = await submit({ phone: "3712 3456" });
    if (!Result.isSuccess(result)) throw new Error("expected a success");
    expect(result.success.phone).toBe("+50937123456");
  });

  it("refuses a name already waiting or listed in the department, case aside", async () => {
    await submit();
    const again = await submit({ name: "MAIRIE DE JÉRÉMIE" });
    expect(Result.isFailure(again) && again.failure.code).toBe("AGENCY.DUPLICATE");
  });

  it("accepts the name in another department, or once the earlier one was rejected", async () => {
    const first = await submit();
    expect(Result.isSuccess(await submit({ department: "Sud" }))).toBe(true);
    if (!Result.isSuccess(first)) throw new Error("expected a success");
    agencies.setStatus(first.success.id, "rejected");
    expect(Result.isSuccess(await submit())).toBe(true);
  });
});
