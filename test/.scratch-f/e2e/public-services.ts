import type { Language } from "@kominote/core/i18n/languages";

interface PublicService {
  readonly name: string;
  readonly imageUrl: string | null;
}

/**
 * The seeded services as the API gives them in `language`: the home page must show exactly
 * these names, so the specs take their expectations from the running server, not a copy.
 */
export const publicServices = async (
  origin: string,
  language: Language,
): Promise<{ withImage: string[]; withoutImage: string[] }> => {
  const response = await fetch(`${origin}/api/public-services`, { headers: { "accept-language": language } });
  if (!response.ok) throw new Error(`GET /api/public-services answered ${response.status}`);
  const services = (await response.json()) as PublicService[];
  if (services.length === 0) throw new Error("GET /api/public-services answered no service: the seeds did not run");
  return {
    withImage: services.filter((service) => service.imageUrl !== null).map((service) => service.name),
    withoutImage: services.filter((service) => service.imageUrl === null).map((service) => service.name),
  };
};
