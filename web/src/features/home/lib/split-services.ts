import type { PublicService } from "@kominote/core/schemas/services";

export type FeaturedService = PublicService & { readonly imageUrl: string };

/**
 * Services with a picture are featured as coloured cards; the others wait behind the "+N" toggle.
 * The server's order (by position) is kept within each group.
 */
export const splitServices = (
  services: readonly PublicService[],
): { featured: FeaturedService[]; hidden: PublicService[] } => {
  const featured: FeaturedService[] = [];
  const hidden: PublicService[] = [];
  for (const service of services) {
    if (hasImage(service)) featured.push(service);
    else hidden.push(service);
  }
  return { featured, hidden };
};

const hasImage = (service: PublicService): service is FeaturedService =>
  service.imageUrl !== null && service.imageUrl !== "";
