import type { Clock } from "@kominote/core/ports/clock";
import type { Language } from "@kominote/core/i18n/languages";
import type { PublicService, ServiceRepository } from "@kominote/core/ports/service-repository";
import type { Task, TaskRepository } from "@kominote/core/ports/task-repository";

interface Entry<V> {
  readonly value: Promise<V>;
  readonly expiresAt: number;
}

/**
 * A small time-bounded memo. Concurrent callers share one pending read, so a burst of home-page
 * loads costs one query, not one per visitor; a failed read is forgotten at once.
 */
class Memo<V> {
  readonly #entries = new Map<string, Entry<V>>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.clock.now().getTime();
    const hit = this.#entries.get(key);
    if (hit !== undefined && hit.expiresAt > now) return hit.value;
    const value = load();
    this.#entries.set(key, { value, expiresAt: now + this.ttlMs });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}

/**
 * The public catalogue (services with their counts, tasks with theirs) is read on every home and
 * service page but changes only when someone joins, contributes or opens a forum. Reads are served
 * from memory for `ttlMs`; a write that changes the catalogue calls `invalidate()` so its author
 * sees the change at once.
 */
export class CachedCatalog implements ServiceRepository, TaskRepository {
  readonly #services: Memo<PublicService[]>;
  readonly #tasks: Memo<Task[]>;

  constructor(
    private readonly services: ServiceRepository,
    private readonly tasks: TaskRepository,
    clock: Clock,
    ttlMs: number,
  ) {
    this.#services = new Memo(clock, ttlMs);
    this.#tasks = new Memo(clock, ttlMs);
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

  invalidate(): void {
    this.#services.clear();
    this.#tasks.clear();
  }
}
