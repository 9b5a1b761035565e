import type { AgencyDirectory, NewAgency } from "@kominote/core/ports/agency-directory";
import type { ReviewStatus } from "@kominote/core/schemas/contributions";
import { expect, it } from "vitest";

/** The directory over empty storage, and what the suite needs to fill it. */
export interface AgencyDirectoryHarness {
  readonly directory: AgencyDirectory;
  readonly given: {
    /** A member; answers their id and full name. */
    member(): Promise<{ id: number; fullName: string }>;
    /** What a moderator's verdict leaves on the agency. */
    status(agencyId: number, status: ReviewStatus): Promise<void>;
  };
}

const agency = (submittedBy: number, overrides: Partial<NewAgency> = {}): NewAgency => ({
  submittedBy,
  name: "Mairie de Jérémie",
  type: "municipality",
  description: "Meri komin Jeremi.",
  phone: "+50937123456",
  email: null,
  address: "Jérémie",
  website: null,
  services: ["Batistè", "Patant"],
  department: "Grand'Anse",
  ...overrides,
});

/** The promises of AgencyDirectory, registered inside the caller's describe. */
export const agencyDirectoryContract = (fresh: () => Promise<AgencyDirectoryHarness>): void => {
  it("stores a submission pending review, read back whole with its submitter's name, and lists it only once approved", async () => {
    const { directory, given } = await fresh();
    const member = await given.member();
    const submitted = await directory.submit(
      agency(member.id, { email: "meri@example.ht", website: "https://example.ht/meri", services: ["Batistè", "Kat idantite"] }),
    );
    if (submitted.outcome !== "submitted") throw new Error("expected a submission");
    expect(submitted.agency).toEqual({
      id: submitted.agency.id,
      name: "Mairie de Jérémie",
      type: "municipality",
      description: "Meri komin Jeremi.",
      phone: "+50937123456",
      email: "meri@example.ht",
      address: "Jérémie",
      website: "https://example.ht/meri",
      services: ["Batistè", "Kat idantite"],
      department: "Grand'Anse",
      submittedBy: member.fullName,
      status: "pending",
      createdAt: submitted.agency.createdAt,
    });
    expect(await directory.listApproved()).toEqual([]);

    await given.status(submitted.agency.id, "approved");
    expect(await directory.listApproved()).toEqual([{ ...submitted.agency, status: "approved" }]);
  });

  it("lists approved agencies only, by name with accents and case aside", async () => {
    const { directory, given } = await fresh();
    const member = await given.member();
    const ids: Record<string, number> = {};
    for (const name of ["Université d'État d'Haïti", "Électricité d'Haïti", "banque de la République d'Haïti", "Office National d'Identification", "Archives Nationales"]) {
      const submitted = await directory.submit(agency(member.id, { name, department: "Ouest" }));
      if (submitted.outcome !== "submitted") throw new Error("expected a submission");
      ids[name] = submitted.agency.id;
    }
    await given.status(ids["Université d'État d'Haïti"] ?? 0, "approved");
    await given.status(ids["Électricité d'Haïti"] ?? 0, "approved");
    await given.status(ids["banque de la République d'Haïti"] ?? 0, "approved");
    await given.status(ids["Archives Nationales"] ?? 0, "rejected");

    expect((await directory.listApproved()).map((listed) => listed.name)).toEqual([
      "banque de la République d'Haïti",
      "Électricité d'Haïti",
      "Université d'État d'Haïti",
    ]);
  });

  it("refuses a name listed or waiting in the same department, case aside, and stores nothing", async () => {
    const { directory, given } = await fresh();
    const member = await given.member();
    const first = await directory.submit(agency(member.id));
    if (first.outcome !== "submitted") throw new Error("expected a submission");

    expect(await directory.submit(agency(member.id, { name: "MAIRIE DE JÉRÉMIE" }))).toEqual({ outcome: "duplicate" });
    await given.status(first.agency.id, "approved");
    expect(await directory.submit(agency(member.id))).toEqual({ outcome: "duplicate" });
    expect(await directory.listApproved()).toHaveLength(1);
  });

  it("takes the name in another department, or again once the earlier one was rejected", async () => {
    const { directory, given } = await fresh();
    const member = await given.member();
    const first = await directory.submit(agency(member.id));
    if (first.outcome !== "submitted") throw new Error("expected a submission");

    expect((await directory.submit(agency(member.id, { department: "Sud" }))).outcome).toBe("submitted");
    await given.status(first.agency.id, "rejected");
    expect((await directory.submit(agency(member.id))).outcome).toBe("submitted");
  });
};
