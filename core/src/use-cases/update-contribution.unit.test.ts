import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import type { NewContribution } from "../ports/contribution-repository";
import type { UpdateContributionRequest } from "../schemas/contributions";
import { MemoryContributions, newContribution, taskOf } from "../testing/contribution-doubles";
import { makeUpdateContribution } from "./update-contribution";

const base: NewContribution = newContribution({ address: "Ri Pave", phoneNumber: "+50937123456", hasContactInfo: true, allowDirectContact: true });

let contributions: MemoryContributions;
let id: number;

beforeEach(async () => {
  contributions = new MemoryContributions([taskOf({ id: 10, serviceId: 4, position: 1 })]);
  const submitted = await contributions.submit(base);
  if (!submitted.ok) throw new Error("setup failed");
  id = submitted.contribution.id;
});

const update = (request: UpdateContributionRequest, requesterId = 7, contributionId = id) =>
  Effect.runPromise(Effect.result(makeUpdateContribution({ contributions })({ contributionId, requesterId, request })));

describe("updateContribution", () => {
  it("saves the author's changes to a pending contribution and leaves the rest", async () => {
    const result = await update({ notes: "Pil fatra a vin pi gwo, li bouche kanal la kounye a.", websiteUrl: "https://lakay.ht" });
    expect(Result.isSuccess(result) && result.success).toMatchObject({
      notes: "Pil fatra a vin pi gwo, li bouche kanal la kounye a.",
      websiteUrl: "https://lakay.ht",
      hasWebsite: true,
      address: "Ri Pave",
      phoneNumber: "+50937123456",
      status: "pending",
    });
  });

  it("clears a field sent empty, and the website sent null", async () => {
    await update({ websiteUrl: "https://lakay.ht" });
    const result = await update({ address: "", websiteUrl: null });
    expect(Result.isSuccess(result) && result.success).toMatchObject({ address: null, websiteUrl: null, hasWebsite: false, hasContactInfo: true });
  });

  it("answers 'not found' for another member's contribution and changes nothing", async () => {
    const result = await update({ notes: "Yon lòt moun ap eseye chanje tèks sa a." }, 8);
    expect(Result.isFailure(result) && result.failure).toMatchObject({ code: "CONTRIBUTION.NOT_FOUND", messageKey: "contribute.error.notFound" });
    expect(contributions.rows[0]?.notes).toBe(base.notes);
  });

  it("answers 'not found' for an unknown contribution", async () => {
    const result = await update({ notes: "Yon tèks ki long ase pou l pase." }, 7, 999);
    expect(Result.isFailure(result) && result.failure.code).toBe("CONTRIBUTION.NOT_FOUND");
  });

  it.each(["approved", "rejected"] as const)("refuses to change a contribution once %s", async (status) => {
    contributions.review(id, status, status === "rejected" ? "Foto a pa klè." : null);
    const result = await update({ notes: "Mwen ta renmen chanje sa m te ekri a." });
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      code: "CONTRIBUTION.ALREADY_REVIEWED",
      messageKey: "contribute.error.alreadyReviewed",
    });
    expect(contributions.rows[0]?.notes).toBe(base.notes);
  });
});
