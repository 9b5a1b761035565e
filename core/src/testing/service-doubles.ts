/*
 * A catalogue of public services for use-case tests: each service known by its id and its name per
 * language; everything else about it is plain.
 */
import type { Language } from "../i18n/languages";
import type { PublicService, ServiceRepository } from "../ports/service-repository";

/** A public service as the doubles know it, named per language (Creole when missing). */
export const serviceNamed = (id: number, names: Partial<Record<Language, string>> & { ht: string }) => ({ id, names });

export type KnownService = ReturnType<typeof serviceNamed>;

const publicService = (service: KnownService, language: Language): PublicService => ({
  id: service.id,
  slug: `sevis-${String(service.id)}`,
  name: service.names[language] ?? service.names.ht,
  description: "",
  color: "#1d4ed8",
  imageUrl: null,
  taskCount: 0,
  contributorCount: 0,
  discussionCount: 0,
});

export const servicesOf = (known: readonly KnownService[]): ServiceRepository => ({
  listPublicServices: async (language) => known.map((service) => publicService(service, language)),
  findById: async (id, language) => {
    const service = known.find((candidate) => candidate.id === id);
    return service === undefined ? null : publicService(service, language);
  },
  findBySlug: async (slug, language) => {
    const service = known.find((candidate) => publicService(candidate, language).slug === slug);
    return service === undefined ? null : publicService(service, language);
  },
});
