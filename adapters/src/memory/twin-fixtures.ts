import type { KnownService } from "@kominote/core/testing/service-doubles";
import type { TwinTask } from "@kominote/core/testing/contribution-doubles";
import type { RepositoryFixtures } from "../services/repository-fixtures";
import { memoryFixtures } from "./memory-fixtures";
import { MemoryStore } from "./memory-store";

/** What core's in-memory twins are built over: services by name, tasks, members' names. */
export interface TwinWorld {
  readonly given: RepositoryFixtures;
  /** Live lists: a twin holding them sees every row the fixtures add later. */
  readonly services: KnownService[];
  readonly tasks: TwinTask[];
  readonly memberNames: Map<number, string>;
}

/**
 * RepositoryFixtures for the contract suites run against core's twins (core/src/testing): the rows
 * go into a MemoryStore as for the adapters' own twins, and are mirrored in the shapes core's twins
 * read, so one suite fills every backend the same way.
 */
export const twinWorld = (): TwinWorld => {
  const store = new MemoryStore();
  const rows = memoryFixtures(store);
  const services: KnownService[] = [];
  const tasks: TwinTask[] = [];
  const memberNames = new Map<number, string>();
  const given: RepositoryFixtures = {
    ...rows,
    async addService(service) {
      const id = await rows.addService(service);
      const names = Object.fromEntries(Object.entries(service.text).map(([language, text]) => [language, text.name]));
      services.push({ id, names: { ht: "", ...names } });
      return id;
    },
    async addTask(task) {
      const id = await rows.addTask(task);
      const stored = store.tasks.find((candidate) => candidate.id === id);
      const source = task.text.ht ?? { title: "", description: "" };
      tasks.push({
        id,
        serviceId: task.serviceId,
        position: task.position,
        title: source.title,
        description: source.description,
        type: stored?.type ?? "kat-pwen-dlo",
        isPrerequisite: stored?.isPrerequisite ?? false,
        locationRequired: stored?.locationRequired ?? false,
        maxContributors: stored?.maxContributors ?? null,
        contributionCount: 0,
        translations: { ...task.text },
      });
      return id;
    },
    async addMember(member) {
      const id = await rows.addMember(member);
      memberNames.set(id, store.users.find((user) => user.id === id)?.fullName ?? "");
      return id;
    },
  };
  return { given, services, tasks, memberNames };
};

/** The twin's stored row with this id, for a harness to change as a moderator or time would. */
export const rowWithId = <Row extends { readonly id: number }>(rows: readonly Row[], id: number): Row => {
  const found = rows.find((row) => row.id === id);
  if (found === undefined) throw new Error(`no row ${String(id)}`);
  return found;
};

/** Member ids 1, 2, 3...: a twin that only stores member ids needs no member rows. */
export const countingMembers = (): (() => Promise<number>) => {
  let last = 0;
  return async () => (last += 1);
};

/** Named members for a twin that shows its authors' names: each new id is named "Manm <id>" in `names`. */
export const namedTwinMembers = (names: Map<number, string>): (() => Promise<{ id: number; fullName: string }>) => {
  const nextId = countingMembers();
  return async () => {
    const id = await nextId();
    names.set(id, `Manm ${id}`);
    return { id, fullName: `Manm ${id}` };
  };
};
