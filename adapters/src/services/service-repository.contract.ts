import { beforeEach, expect, it } from "vitest";
import type { RepositoryHarness } from "./contract-backends";

const water = {
  ht: { name: "Dlo ak Asenisman", description: "Dlo potab ak twalèt piblik." },
  fr: { name: "Eau et assainissement", description: "Eau potable et toilettes publiques." },
};
const health = { ht: { name: "Sante", description: "Lopital ak dispansè." } };

/**
 * The behaviour every ServiceRepository promises, registered inside the caller's describe block.
 * `fresh` must hand back the adapters over empty storage.
 */
export const serviceRepositoryContract = (fresh: () => Promise<RepositoryHarness>): void => {
  let harness: RepositoryHarness;
  beforeEach(async () => {
    harness = await fresh();
  });

  it("lists nothing when no service exists", async () => {
    expect(await harness.services.listPublicServices("ht")).toEqual([]);
  });

  it("lists services by position with their colour and image", async () => {
    const { given, services } = harness;
    const second = await given.addService({ slug: "sante", position: 2, color: "#b42318", text: health });
    const first = await given.addService({
      slug: "dlo-ak-asenisman",
      position: 1,
      color: "#0e7490",
      imageUrl: "/images/services/dlo-ak-asenisman.svg",
      text: water,
    });

    expect(await services.listPublicServices("ht")).toEqual([
      {
        id: first,
        slug: "dlo-ak-asenisman",
        name: "Dlo ak Asenisman",
        description: "Dlo potab ak twalèt piblik.",
        color: "#0e7490",
        imageUrl: "/images/services/dlo-ak-asenisman.svg",
        taskCount: 0,
        contributorCount: 0,
        discussionCount: 0,
      },
      {
        id: second,
        slug: "sante",
        name: "Sante",
        description: "Lopital ak dispansè.",
        color: "#b42318",
        imageUrl: null,
        taskCount: 0,
        contributorCount: 0,
        discussionCount: 0,
      },
    ]);
  });

  it("translates into the requested language and falls back to Creole", async () => {
    await harness.given.addService({ slug: "dlo-ak-asenisman", position: 1, text: water });
    await harness.given.addService({ slug: "sante", position: 2, text: health });

    const french = await harness.services.listPublicServices("fr");
    expect(french.map(({ name, description }) => ({ name, description }))).toEqual([
      { name: "Eau et assainissement", description: "Eau potable et toilettes publiques." },
      { name: "Sante", description: "Lopital ak dispansè." },
    ]);
  });

  it("counts tasks, members who joined, and forums that are not hidden", async () => {
    const { given, services } = harness;
    const waterId = await given.addService({ slug: "dlo-ak-asenisman", position: 1, text: water });
    const healthId = await given.addService({ slug: "sante", position: 2, text: health });
    await given.addTask({ serviceId: waterId, position: 1, text: {} });
    await given.addTask({ serviceId: waterId, position: 2, text: {} });
    await given.addTask({ serviceId: healthId, position: 1, text: {} });
    const member = await given.addMember({ joinedServiceId: waterId });
    await given.addMember({ joinedServiceId: waterId });
    await given.addMember({ joinedServiceId: healthId });
    await given.addMember({ joinedServiceId: null });
    await given.addForum({ serviceId: waterId, creatorId: member });
    await given.addForum({ serviceId: waterId, creatorId: member, hidden: true });
    await given.addForum({ serviceId: healthId, creatorId: member, hidden: true });

    const counts = (await services.listPublicServices("en")).map(
      ({ slug, taskCount, contributorCount, discussionCount }) => ({
        slug,
        taskCount,
        contributorCount,
        discussionCount,
      }),
    );
    expect(counts).toEqual([
      { slug: "dlo-ak-asenisman", taskCount: 2, contributorCount: 2, discussionCount: 1 },
      { slug: "sante", taskCount: 1, contributorCount: 1, discussionCount: 0 },
    ]);
  });

  it("finds one service by id or by slug, with the same counts as the list", async () => {
    const { given, services } = harness;
    const id = await given.addService({ slug: "dlo-ak-asenisman", position: 1, text: water });
    await given.addMember({ joinedServiceId: id });
    const [listed] = await services.listPublicServices("fr");

    expect(await services.findById(id, "fr")).toEqual(listed);
    expect(await services.findBySlug("dlo-ak-asenisman", "fr")).toEqual(listed);
  });

  it("finds nothing for an unknown id or slug", async () => {
    await harness.given.addService({ slug: "sante", position: 1, text: health });

    expect(await harness.services.findById(999_999, "ht")).toBeNull();
    expect(await harness.services.findBySlug("pa-egziste", "ht")).toBeNull();
  });
};
