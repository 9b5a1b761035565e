import { Effect } from "effect";
import type { Language } from "../i18n/languages";
import type { PublicService, ServiceRepository } from "../ports/service-repository";

/** Every public-service area, in order, for the home page, the service choice and the forms. */
export const makeListPublicServices =
  ({ services }: { services: ServiceRepository }) =>
  ({ language }: { language: Language }): Effect.Effect<PublicService[]> =>
    Effect.promise(() => services.listPublicServices(language));
