import { Effect } from "effect";
import { domainError, type DomainError } from "../errors/domain-error";
import type { RandomSource } from "../ports/id-generator";
import type { ImageProcessor } from "../ports/image-processor";
import type { FileStorage } from "../ports/storage";
import type { UnitOfWork } from "../ports/unit-of-work";
import { base64Url } from "../rules/base64-url";
import { dataUrlBytes } from "../rules/data-url";
import { mediaPathPrefix } from "../rules/media-paths";

/**
 * Turns the photo a member sent (a data URL) into a stored, published picture and answers its URL.
 * The bytes decide the type; the name is random (128 bits), so URLs are neither guessable nor reused.
 * Run inside the caller's unit of work, the file is removed if the unit rolls back: no picture
 * outlives the member or profile change that was to show it.
 */
export const makeStoreProfilePhoto =
  ({ images, storage, random, unitOfWork }: { images: ImageProcessor; storage: FileStorage; random: RandomSource; unitOfWork: UnitOfWork }) =>
  (dataUrl: string): Effect.Effect<string, DomainError> =>
    Effect.gen(function* () {
      const bytes = dataUrlBytes(dataUrl);
      if (bytes === null) {
        return yield* Effect.fail(domainError("REQUEST.INVALID", "validation.photo.load", { fields: { profilePhoto: "validation.photo.load" } }));
      }
      const result = yield* Effect.promise(() => images.processProfilePhoto(bytes));
      if (!result.ok) {
        return yield* Effect.fail(domainError("REQUEST.INVALID", result.messageKey, { fields: { profilePhoto: result.messageKey } }));
      }
      const key = `profile-${base64Url(random.bytes(16))}.${result.image.extension}`;
      yield* Effect.promise(() => storage.put(key, result.image.bytes, result.image.contentType));
      yield* unitOfWork.undoOnRollback(Effect.promise(() => storage.remove(key)));
      return `${mediaPathPrefix}${key}`;
    });

export type StoreProfilePhoto = ReturnType<typeof makeStoreProfilePhoto>;
