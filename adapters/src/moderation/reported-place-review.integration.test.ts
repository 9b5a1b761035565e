import { givenConnectionPoint, givenSafePlace } from "@kominote/core/testing/reported-place-doubles";
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectionPointTable, KnexConnectionPoints } from "../connection-points/knex-connection-points";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { emptyReportedPlaceTables } from "../reported-places/reported-place-harness";
import type { ReportedPlaceTable } from "../reported-places/knex-reported-places";
import { KnexReportedPlaces } from "../reported-places/knex-reported-places";
import { knexFixtures } from "../services/knex-fixtures";
import { safePlaceTable } from "../safe-places/knex-safe-places";
import { KnexAuditLog } from "./knex-audit-log";
import { KnexReportedPlaceReviewSource } from "./knex-reported-place-review-source";
import { auditedVerdictsOn, fullNameOn, reviewSourceContract, type ReviewSourceHarness } from "./review-source.contract";

/** A kind of reported place as a review source over empty tables; a pending place is its sample reported at the given time. */
const reviewSourceOn = async <Fields extends { name: string; address: string; description: string }>(
  db: Knex,
  spec: ReportedPlaceTable<Fields>,
  sample: Fields,
): Promise<ReviewSourceHarness> => {
  await emptyReportedPlaceTables(db);
  const given = knexFixtures(db);
  const store = new KnexReportedPlaces<Fields, unknown>(db, spec);
  return {
    source: new KnexReportedPlaceReviewSource(db, spec),
    kind: spec.reviewKind,
    given: {
      member: () => given.addMember({ joinedServiceId: null }),
      fullNameOf: fullNameOn(db),
      pending: async (authorId, submittedAt) => (await store.add(sample, authorId, submittedAt)).id,
      auditedVerdicts: auditedVerdictsOn(db),
    },
  };
};

describe.each(testDatabaseTargets())("reported places under review on $name", (target) => {
  let database: TestDatabase | undefined;
  const db = (): Knex => {
    if (database === undefined) throw new Error(`${target.name} used before it was opened`);
    return database.db;
  };
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.close());

  describe("ReviewSource (safe places)", () => reviewSourceContract(() => reviewSourceOn(db(), safePlaceTable, givenSafePlace)));
  describe("ReviewSource (connection points)", () => reviewSourceContract(() => reviewSourceOn(db(), connectionPointTable, givenConnectionPoint)));

  it("shows a moderator where the place is and what it is, and names it in the audit log", async () => {
    const harness = await reviewSourceOn(db(), connectionPointTable, { ...givenConnectionPoint, isFree: false, requirements: "Kat manm" });
    const author = await harness.given.member();
    const reviewer = await harness.given.member();
    const id = await harness.given.pending(author, new Date("2026-03-01T10:00:00Z"));
    const [item] = await harness.source.listPending({ language: "ht", limit: 10 });
    expect(item).toMatchObject({
      kind: "connectionPoint",
      title: "Wifi Plas Dam",
      description: "Wifi lib sou plas la.\nPlas Dam, Pòtoprens\nwifi, 20 Mbps\nKat manm",
      latitude: givenConnectionPoint.latitude,
      longitude: givenConnectionPoint.longitude,
    });
    await harness.source.decide({ id, verdict: "approved", reviewerId: reviewer, reason: null, at: new Date("2026-03-02T10:00:00Z") });
    expect((await new KnexConnectionPoints(db(), connectionPointTable).find(id))?.reviewStatus).toBe("approved");

    const safe = await reviewSourceOn(db(), safePlaceTable, givenSafePlace);
    const safeAuthor = await safe.given.member();
    const safeReviewer = await safe.given.member();
    const safeId = await safe.given.pending(safeAuthor, new Date("2026-03-01T10:00:00Z"));
    await safe.source.decide({ id: safeId, verdict: "rejected", reviewerId: safeReviewer, reason: "Pa egziste.", at: new Date("2026-03-02T10:00:00Z") });
    const [entry] = await new KnexAuditLog(db()).list({ limit: 1, language: "ht" });
    expect(entry).toMatchObject({ targetKind: "safePlace", targetLabel: "Lopital Sen Mikèl", targetRemoved: false });
  });
});
