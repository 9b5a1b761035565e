import type { Clock } from "@kominote/core/ports/clock";
import type { PublicService, ServiceRepository } from "@kominote/core/ports/service-repository";
import type { Task, TaskRepository } from "@kominote/core/ports/task-repository";
import { describe, expect, it } from "vitest";
import { CachedCatalog } from "./cached-catalog";
import type { AfterCommit } from "../cache/seeing-writes";

const service = (id: number, contributorCount: number): PublicService => ({
  id,
  slug: `service-${id}`,
  name: `Sèvis ${id}`,
  description: "",
  color: "#00209f",
  imageUrl: null,
  taskCount: 0,
  contributorCount,
  discussionCount: 0,
});

const setup = (afterCommit?: AfterCommit) => {
  let now = 0;
  let contributors = 1;
  const reads = { services: 0, tasks: 0 };
  const clock: Clock = { now: () => new Date(now) };
  const services: ServiceRepository = {
    listPublicServices: async () => {
      reads.services += 1;
      return [service(1, contributors), service(2, 0)];
    },
    findById: async () => null,
    findBySlug: async () => null,
  };
  const tasks: TaskRepository = {
    listByService: async (serviceId) => {
      reads.tasks += 1;
      return [{ id: serviceId * 10 } as Task];
    },
  };
  const catalog = new CachedCatalog(services, tasks, clock, 5_000, afterCommit);
  return {
    catalog,
    reads,
    advance: (ms: number) => (now += ms),
    join: () => (contributors += 1),
  };
};

describe("CachedCatalog", () => {
  it("answers a burst of concurrent reads with one query", async () => {
    const { catalog, reads } = setup();
    await Promise.all(Array.from({ length: 50 }, () => catalog.listPublicServices("ht")));
    expect(reads.services).toBe(1);
  });

  it("keeps each language apart", async () => {
    const { catalog, reads } = setup();
    await catalog.listPublicServices("ht");
    await catalog.listPublicServices("en");
    expect(reads.services).toBe(2);
  });

  it("reads again once the lifetime is over, so counts catch up", async () => {
    const { catalog, advance, join } = setup();
    expect((await catalog.listPublicServices("ht"))[0]?.contributorCount).toBe(1);
    join();
    advance(4_999);
    expect((await catalog.listPublicServices("ht"))[0]?.contributorCount).toBe(1);
    advance(1);
    expect((await catalog.listPublicServices("ht"))[0]?.contributorCount).toBe(2);
  });

  it("shows a change at once after invalidate", async () => {
    const { catalog, join } = setup();
    await catalog.listPublicServices("ht");
    join();
    catalog.invalidate();
    expect((await catalog.listPublicServices("ht"))[0]?.contributorCount).toBe(2);
  });

  it("shows a change at once after a write it sees, and forgets again when that write commits", async () => {
    const pending: (() => void)[] = [];
    const { catalog, join } = setup((forget) => pending.push(forget));
    // A member joins through the writer the catalogue watches; renaming is not watched.
    const members = catalog.seeing({ join: async () => join(), rename: async () => undefined }, ["join"]);
    expect((await catalog.listPublicServices("ht"))[0]?.contributorCount).toBe(1);
    await members.rename();
    expect(pending).toHaveLength(0);
    await members.join();
    expect((await catalog.listPublicServices("ht"))[0]?.contributorCount).toBe(2);
    // A read between the write and its commit may have kept what it saw then: the commit forgets it too.
    join();
    expect(pending).toHaveLength(1);
    for (const forget of pending) forget();
    expect((await catalog.listPublicServices("ht"))[0]?.contributorCount).toBe(3);
  });

  it("finds a service by id and slug from the cached list, null when unknown", async () => {
    const { catalog, reads } = setup();
    expect((await catalog.findById(2, "ht"))?.slug).toBe("service-2");
    expect((await catalog.findBySlug("service-1", "ht"))?.id).toBe(1);
    expect(await catalog.findById(99, "ht")).toBeNull();
    expect(reads.services).toBe(1);
  });

  it("caches tasks per service and language", async () => {
    const { catalog, reads } = setup();
    await catalog.listByService(1, "ht");
    await catalog.listByService(1, "ht");
    await catalog.listByService(2, "ht");
    expect(reads.tasks).toBe(2);
  });

  it("forgets a failed read so the next caller tries again", async () => {
    let fail = true;
    const failing: ServiceRepository = {
      listPublicServices: async () => {
        if (fail) throw new Error("database unavailable");
        return [service(1, 0)];
      },
      findById: async () => null,
      findBySlug: async () => null,
    };
    const catalog = new CachedCatalog(failing, { listByService: async () => [] }, { now: () => new Date(0) }, 5_000);
    await expect(catalog.listPublicServices("ht")).rejects.toThrow("database unavailable");
    fail = false;
    expect(await catalog.listPublicServices("ht")).toHaveLength(1);
  });
});
