import { Effect } from "effect";
import type { DomainError } from "../errors/domain-error";
import { placePhotoRefused } from "../errors/places";
import type { RandomSource } from "../ports/id-generator";
import type { ContributionImageProcessor } from "../ports/image-processor";
import type { PlaceDirectory } from "../ports/place-directory";
import type { FileStorage } from "../ports/storage";
import type { UnitOfWork } from "../ports/unit-of-work";
import { base64Url } from "../rules/base64-url";
import { roundCoordinates } from "../rules/geo";
import { mediaPathPrefix } from "../rules/media-paths";
import { regionOf } from "../rules/place-region";
import type { Location } from "../schemas/locations";

export interface SubmitPlaceInput {
  /** The signed-in member; an author in the body is never trusted. */
  readonly authorId: number;
  readonly name: string;
  readonly description?: string | null | undefined;
  /** A link the map page typed; ignored when a photo file is sent. */
  readonly photoUrl?: string | null | undefined;
  readonly latitude: number;
  readonly longitude: number;
  /** The location finder's photo file, as sent. */
  readonly photo?: Uint8Array | undefined;
}

/**
 * A member submits a place; it waits for a moderator (approval pays the points, decision 0022).
 * Coordinates are kept to 6 decimals (about 11 cm) and the region is computed from them. A photo
 * file is read by its bytes and re-encoded as contribution pictures are (turned upright, resized,
 * metadata and GPS position dropped), stored under a random name, and removed again if the place
 * cannot be stored.
 */
export const makeSubmitPlace =
  ({
    places,
    images,
    storage,
    random,
    unitOfWork,
  }: {
    places: PlaceDirectory;
    images: ContributionImageProcessor;
    storage: FileStorage;
    random: RandomSource;
    unitOfWork: UnitOfWork;
  }) =>
  (input: SubmitPlaceInput): Effect.Effect<Location, DomainError> =>
    Effect.gen(function* () {
      const { photo } = input;
      const processed = photo === undefined ? null : yield* Effect.promise(() => images.processContributionImage(photo));
      if (processed !== null && !processed.ok) return yield* Effect.fail(placePhotoRefused(processed.messageKey));
      const coordinates = roundCoordinates(input);
      const description = input.description?.trim() ?? "";

      return yield* unitOfWork.run(
        Effect.gen(function* () {
          let photoUrl = input.photoUrl ?? null;
          if (processed !== null && processed.ok) {
            const key = `place-${base64Url(random.bytes(16))}.${processed.image.extension}`;
            yield* Effect.promise(() => storage.put(key, processed.image.bytes, processed.image.contentType));
            yield* unitOfWork.undoOnRollback(Effect.promise(() => storage.remove(key)));
            photoUrl = `${mediaPathPrefix}${key}`;
          }
          return yield* Effect.promise(() =>
            places.submit({
              authorId: input.authorId,
              name: input.name.trim(),
              description: description === "" ? null : description,
              photoUrl,
              ...coordinates,
              region: regionOf(coordinates),
            }),
          );
        }),
      );
    });

export type SubmitPlace = ReturnType<typeof makeSubmitPlace>;
