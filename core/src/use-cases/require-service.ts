import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { serviceNotFound } from "../errors/services";
import type { Language } from "../i18n/languages";
import type { ServiceRepository } from "../ports/service-repository";

/**
 * A step, not a use case: fails with SERVICE.NOT_FOUND unless the service exists. Listing a
 * service's forums and creating one start with it.
 */
export const requireService = (services: ServiceRepository, serviceId: number, language: Language): Effect.Effect<void, DomainError> =>
  Effect.promise(() => services.findById(serviceId, language)).pipe(
    Effect.flatMap((service) => (service === null ? Effect.fail(serviceNotFound()) : Effect.void)),
  );
