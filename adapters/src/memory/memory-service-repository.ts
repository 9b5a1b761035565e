import type { Language } from "@kominote/core/i18n/languages";
import type { PublicService, ServiceRepository } from "@kominote/core/ports/service-repository";
import { pickTranslation, type MemoryService, type MemoryStore } from "./memory-store";

/** ServiceRepository over a MemoryStore, for fast tests of everything above the database. */
export class InMemoryServiceRepository implements ServiceRepository {
  constructor(private readonly store: MemoryStore) {}

  async listPublicServices(language: Language): Promise<PublicService[]> {
    return [...this.store.services]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((service) => this.toPublic(service, language));
  }

  async findById(id: number, language: Language): Promise<PublicService | null> {
    const service = this.store.services.find((candidate) => candidate.id === id);
    return service === undefined ? null : this.toPublic(service, language);
  }

  async findBySlug(slug: string, language: Language): Promise<PublicService | null> {
    const service = this.store.services.find((candidate) => candidate.slug === slug);
    return service === undefined ? null : this.toPublic(service, language);
  }

  private toPublic(service: MemoryService, language: Language): PublicService {
    const text = pickTranslation(service.translations, language);
    const { tasks, users, forums } = this.store;
    return {
      id: service.id,
      slug: service.slug,
      name: text?.name ?? "",
      description: text?.description ?? "",
      color: service.color,
      imageUrl: service.imageUrl,
      taskCount: tasks.filter((task) => task.serviceId === service.id).length,
      contributorCount: users.filter((user) => user.joinedServiceId === service.id).length,
      discussionCount: forums.filter((forum) => forum.serviceId === service.id && forum.hiddenAt === null)
        .length,
    };
  }
}
