import { Effect } from "effect";
import { forbidden } from "../errors/accounts";
import type { DomainError } from "../errors/domain-error";
import { placeNotFound } from "../errors/places";
import type { PlaceChanges, PlaceDirectory } from "../ports/place-directory";
import type { SessionMember } from "../ports/session-store";
import { mayManagePlace } from "../rules/place-access";
import { hasRoleAtLeast } from "../rules/roles";
import type { Location, UpdateLocationRequest } from "../schemas/locations";

export interface UpdatePlaceInput {
  readonly placeId: number;
  readonly requester: SessionMember;
  readonly request: UpdateLocationRequest;
}

/** An empty text clears the field (the edit dialog sends "" for a missing description). */
const blankToNull = (text: string | null | undefined): string | null | undefined =>
  text === undefined ? undefined : text === null || text.trim() === "" ? null : text.trim();

/**
 * The edit of a place, by its author or a moderator; any other member gets 403 (the place exists,
 * ids being public on the map). An author's change to a published or refused place sends it back
 * to review, so what the map shows is always what a moderator read; a moderator's edit keeps
 * the status. The points of an approval are paid once whatever happens (the ledger's rule).
 */
export const makeUpdatePlace =
  ({ places }: { places: PlaceDirectory }) =>
  ({ placeId, requester, request }: UpdatePlaceInput): Effect.Effect<Location, DomainError> =>
    Effect.gen(function* () {
      const current = yield* Effect.promise(() => places.find(placeId));
      if (current === null) return yield* Effect.fail(placeNotFound());
      if (!mayManagePlace(requester, current.authorId)) return yield* Effect.fail(forbidden());

      const name = request.name?.trim();
      const description = blankToNull(request.description);
      const photoUrl = request.photoUrl === undefined ? undefined : (request.photoUrl ?? null);
      const changes: PlaceChanges = {
        ...(name === undefined ? {} : { name }),
        ...(description === undefined ? {} : { description }),
        ...(photoUrl === undefined ? {} : { photoUrl }),
      };
      const changed =
        (changes.name !== undefined && changes.name !== current.name) ||
        (changes.description !== undefined && changes.description !== current.description) ||
        (changes.photoUrl !== undefined && changes.photoUrl !== current.photoUrl);
      const backToReview = changed && current.status !== "pending" && !hasRoleAtLeast(requester.role, "moderator");
      const updated = yield* Effect.promise(() => places.update(placeId, backToReview ? { ...changes, status: "pending" } : changes));
      if (updated === null) return yield* Effect.fail(placeNotFound());
      return updated;
    });
