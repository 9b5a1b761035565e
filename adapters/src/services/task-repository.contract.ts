import { beforeEach, expect, it } from "vitest";
import type { RepositoryHarness } from "./contract-backends";

const tagText = {
  ht: { title: "Make yon pil fatra", description: "Pran foto pil fatra a." },
  en: { title: "Tag a rubbish pile", description: "Take a photo of the pile." },
};
const drainText = { ht: { title: "Siyale yon kanal bouche", description: "Kanal la bouche." } };

/**
 * The behaviour every TaskRepository promises, registered inside the caller's describe block.
 * `fresh` must hand back the adapters over empty storage.
 */
export const taskRepositoryContract = (fresh: () => Promise<RepositoryHarness>): void => {
  let harness: RepositoryHarness;
  let serviceId: number;
  beforeEach(async () => {
    harness = await fresh();
    serviceId = await harness.given.addService({
      slug: "jesyon-fatra",
      position: 1,
      text: { ht: { name: "Jesyon Fatra", description: "Fatra nan lari." } },
    });
  });

  it("lists nothing for a service without tasks or an unknown service", async () => {
    expect(await harness.tasks.listByService(serviceId, "ht")).toEqual([]);
    expect(await harness.tasks.listByService(999_999, "ht")).toEqual([]);
  });

  it("lists only the service's tasks, by position, with every field", async () => {
    const { given, tasks } = harness;
    const other = await given.addService({ slug: "sante", position: 2, text: {} });
    await given.addTask({ serviceId: other, position: 1, text: {} });
    const drain = await given.addTask({
      serviceId,
      position: 2,
      type: "kanal-bouche",
      locationRequired: true,
      maxContributors: 25,
      text: drainText,
    });
    const tag = await given.addTask({
      serviceId,
      position: 1,
      type: "tag-fatra",
      isPrerequisite: true,
      locationRequired: true,
      text: tagText,
    });

    expect(await tasks.listByService(serviceId, "ht")).toEqual([
      {
        id: tag,
        serviceId,
        position: 1,
        title: "Make yon pil fatra",
        description: "Pran foto pil fatra a.",
        type: "tag-fatra",
        isPrerequisite: true,
        locationRequired: true,
        maxContributors: null,
        contributionCount: 0,
      },
      {
        id: drain,
        serviceId,
        position: 2,
        title: "Siyale yon kanal bouche",
        description: "Kanal la bouche.",
        type: "kanal-bouche",
        isPrerequisite: false,
        locationRequired: true,
        maxContributors: 25,
        contributionCount: 0,
      },
    ]);
  });

  it("translates into the requested language and falls back to Creole", async () => {
    await harness.given.addTask({ serviceId, position: 1, text: tagText });
    await harness.given.addTask({ serviceId, position: 2, text: drainText });

    const english = await harness.tasks.listByService(serviceId, "en");
    expect(english.map(({ title }) => title)).toEqual(["Tag a rubbish pile", "Siyale yon kanal bouche"]);
  });

  it("counts pending and approved contributions, not rejected ones", async () => {
    const { given, tasks } = harness;
    const first = await given.addTask({ serviceId, position: 1, text: tagText });
    const second = await given.addTask({ serviceId, position: 2, text: drainText });
    const member = await given.addMember({ joinedServiceId: serviceId });
    await given.addContribution({ taskId: first, userId: member, status: "pending" });
    await given.addContribution({ taskId: first, userId: member, status: "approved" });
    await given.addContribution({ taskId: first, userId: member, status: "rejected" });
    await given.addContribution({ taskId: second, userId: member, status: "rejected" });

    const counts = (await tasks.listByService(serviceId, "ht")).map((task) => task.contributionCount);
    expect(counts).toEqual([2, 0]);
  });
};
