import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import type { Language } from "../i18n/languages";
import type { Forum, ForumRepository } from "../ports/forum-repository";
import type { ServiceRepository } from "../ports/service-repository";
import { requireService } from "./require-service";

/**
 * A service's visible forums, pinned first, then newest. Any member may read and join the
 * discussions of any service, not only the one they joined (docs/decisions/0008).
 */
export const makeListServiceForums =
  ({ services, forums }: { services: ServiceRepository; forums: ForumRepository }) =>
  ({ serviceId, language }: { serviceId: number; language: Language }): Effect.Effect<Forum[], DomainError> =>
    requireService(services, serviceId, language).pipe(Effect.flatMap(() => Effect.promise(() => forums.listByService(serviceId))));

export type ListServiceForums = ReturnType<typeof makeListServiceForums>;
