import type { Clock } from "@kominote/core/ports/clock";
import type { Language } from "@kominote/core/i18n/languages";
import type { PublicService, ServiceRepository } from "@kominote/core/ports/service-repository";
import type { Task, TaskRepository } from "@kominote/core/ports/task-repository";
import { immediately, seeingWrites, type AfterCommit, type WatchingCache, type WriteOf } from "../cache/seeing-writes";
import { ShortMemo } from "../cache/short-memo";

/**
 * The public catalogue (services with their counts, tasks with theirs) is read on every home and
 * service page but changes only when someone joins, contributes or opens a forum. Reads are served
 * from memory for `ttlMs`; the writers that change the catalogue reach their use cases through
 * `seeing`, so each such write makes the cache forget and its author sees the change at once.
 */
export class CachedCatalog implements ServiceRepository, TaskRepository, WatchingCache {
  readonly #services: ShortMemo<PublicService[]>;
  readonly #tasks: ShortMemo<Task[]>;

  constructor(
    private readonly services: ServiceRepository,
    private readonly tasks: TaskRepository,
    clock: Clock,
    ttlMs: number,
    private readonly afterCommit: AfterCommit = immediately,
  ) {
    // One list per language; one per service and language (a few hundred at most).
    this.#services = new ShortMemo(clock, ttlMs, 16);
    this.#tasks = new ShortMemo(clock, ttlMs, 2_000);
  }

  listPublicServices(language: Language): Promise<PublicService[]> {
    return this.#services.get(language, () => this.services.listPublicServices(language));
  }

  async findById(id: number, language: Language): Promise<PublicService | null> {
    return (await this.listPublicServices(language)).find((service) => service.id === id) ?? null;
  }

  async findBySlug(slug: string, language: Language): Promise<PublicService | null> {
    return (await this.listPublicServices(language)).find((service) => service.slug === slug) ?? null;
  }

  listByService(serviceId: number, language: Language): Promise<Task[]> {
    return this.#tasks.get(`${serviceId}:${language}`, () => this.tasks.listByService(serviceId, language));
  }

  seeing<T extends object>(writer: T, writes: readonly WriteOf<T>[]): T {
    return seeingWrites(writer, writes, () => this.invalidate(), this.afterCommit);
  }

  invalidate(): void {
    this.#services.clear();
    this.#tasks.clear();
  }
}
