import type { PublicService } from "@kominote/core/schemas/services";

/** A service's page finds it in the public list by its slug (the list is already cached by the home page). */
export const findServiceBySlug = (services: readonly PublicService[], slug: string): PublicService | null =>
  services.find((service) => service.slug === slug) ?? null;

/** The slug of the member's main service, when they have one that is still listed. */
export const joinedServiceSlug = (
  joinedServiceId: number | null,
  services: readonly PublicService[],
): string | null => {
  if (joinedServiceId === null) return null;
  return services.find((service) => service.id === joinedServiceId)?.slug ?? null;
};
