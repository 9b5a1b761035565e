import { apiRoute } from "@kominote/core/contract/index";
import type { DomainError } from "@kominote/core/errors/domain-error";
import { invalidRequest } from "@kominote/core/errors/request";
import { profilePhotoMaxBytes } from "@kominote/core/rules/profile-photo";
import type { SubmitPlaceInput } from "@kominote/core/use-cases/submit-place";
import { Effect } from "effect";
import type { Container } from "inversify";
import type { FastifyReply, FastifyRequest } from "fastify";
import { answer, handle, type HandlerMap } from "../../http/handler";
import { runUseCase } from "../../http/run-use-case";
import { readUploadForm } from "../../http/upload-form";
import { resolveEach } from "../../tokens";
import { placesTokens } from "./tokens";

/**
 * The approved places are the same for everyone: a phone keeps them half a minute, then
 * revalidates (a 304 by ETag). A member's own places, or approved and own together, are theirs
 * alone and asked again each time.
 */
const sameForEveryone = "public, max-age=30, stale-while-revalidate=300";
const perReader = "private, no-cache";

/** Where the next page is: the same request with the cursor, as a Link header and as X-Next-Cursor. */
const announceNextPage = (request: FastifyRequest, reply: FastifyReply, cursor: string | null): void => {
  if (cursor === null) return;
  const next = new URL(request.url, "http://localhost");
  next.searchParams.set("cursor", cursor);
  reply.header("link", `<${next.pathname}${next.search}>; rel="next"`).header("x-next-cursor", cursor);
};

/** The finder's multipart form (photo read by its bytes), or the map page's JSON, each checked by its own schema. */
const submission = (request: FastifyRequest, authorId: number): Effect.Effect<SubmitPlaceInput, DomainError> => {
  const route = apiRoute("createLocation");
  if (request.isMultipart()) {
    return readUploadForm(request, route.alternativeBody.schema, {
      maxFileBytes: profilePhotoMaxBytes,
      tooBigKey: "validation.photo.tooBig",
      fileField: "photo",
    }).pipe(
      Effect.flatMap(({ photo, ...fields }) =>
        photo === undefined
          ? Effect.succeed({ authorId, ...fields })
          : Effect.promise(() => photo.arrayBuffer()).pipe(Effect.map((buffer) => ({ authorId, ...fields, photo: new Uint8Array(buffer) }))),
      ),
    );
  }
  const parsed = route.body.safeParse(request.body);
  return parsed.success ? Effect.succeed({ authorId, ...parsed.data }) : Effect.fail(invalidRequest(parsed.error.issues, request.body));
};

/**
 * Places: the list (a page and where the next starts), the map's figures, one place, a member's
 * own, submitting and editing. Public routes read the session when there is one: a member sees
 * their own places under review.
 */
export const placeHandlers = (container: Container): HandlerMap => {
  const { listPlaces, getPlaceSummary, getPlace, listMyPlaces, submitPlace, updatePlace } = resolveEach(container, placesTokens, [
    "listPlaces",
    "getPlaceSummary",
    "getPlace",
    "listMyPlaces",
    "submitPlace",
    "updatePlace",
  ]);

  return {
    ...handle(apiRoute("listLocations"), ({ query, member, request }, reply) =>
      runUseCase(
        listPlaces({ query, viewer: member }).pipe(
          Effect.tap((page) => Effect.sync(() => announceNextPage(request, reply, page.nextCursor))),
          Effect.map((page) => page.places),
        ),
        reply,
        { cache: query.status === "approved" || member === null ? sameForEveryone : perReader },
      ),
    ),
    ...handle(apiRoute("getLocationSummary"), (_input, reply) => runUseCase(getPlaceSummary(), reply, { cache: sameForEveryone })),
    ...handle(apiRoute("getLocation"), ({ params, member }, reply) =>
      runUseCase(getPlace({ placeId: params.id, viewer: member }), reply, { cache: perReader }),
    ),
    ...answer(apiRoute("listMyLocations"), ({ member }) => listMyPlaces({ memberId: member.id }), { cache: perReader }),
    ...handle(apiRoute("createLocation"), ({ member, request }, reply) =>
      runUseCase(submission(request, member.id).pipe(Effect.flatMap(submitPlace)), reply, { status: 201 }),
    ),
    ...handle(apiRoute("updateLocation"), ({ params, body, member }, reply) =>
      runUseCase(updatePlace({ placeId: params.id, requester: member, request: body }), reply),
    ),
  };
};
