import { Effect } from "effect";
import { domainError, type DomainError } from "../errors/domain-error";
import type { MessageKey } from "../i18n/messages";
import type { RandomSource } from "../ports/id-generator";
import type { ContributionImageProcessor } from "../ports/image-processor";
import type { FileStorage } from "../ports/storage";
import type { UnitOfWork } from "../ports/unit-of-work";
import type { UploadStore } from "../ports/upload-store";
import { base64Url } from "../rules/base64-url";
import { displayFileName, uploadKindOf, uploadRefusal, type UploadPurpose } from "../rules/contribution-files";
import { detectFileSignature } from "../rules/file-signature";
import { mediaPathPrefix } from "../rules/media-paths";
import { maxContributionFileBytes, type Upload } from "../schemas/uploads";

export interface StoreUploadInput {
  /** The signed-in member: the upload is theirs alone to attach. */
  readonly ownerId: number;
  readonly purpose: UploadPurpose;
  readonly bytes: Uint8Array;
  /** The name the device gave the file; kept for display only. */
  readonly originalName: string | undefined;
}

const refused = (messageKey: MessageKey): DomainError => domainError("REQUEST.INVALID", messageKey, { fields: { file: messageKey } });

/**
 * Stores one file for a later contribution. Its type comes from its bytes; pictures are
 * re-encoded (resized, metadata and GPS position dropped); other files are kept as sent. The
 * stored name is random (128 bits) and made here, never taken from the member. The file is
 * written first, then its row, in one unit of work: a row that cannot be stored removes the file.
 */
export const makeStoreUpload =
  ({
    images,
    storage,
    uploads,
    random,
    unitOfWork,
  }: {
    images: ContributionImageProcessor;
    storage: FileStorage;
    uploads: UploadStore;
    random: RandomSource;
    unitOfWork: UnitOfWork;
  }) =>
  ({ ownerId, purpose, bytes, originalName }: StoreUploadInput): Effect.Effect<Upload, DomainError> =>
    Effect.gen(function* () {
      if (bytes.byteLength > maxContributionFileBytes) {
        return yield* Effect.fail(
          domainError("REQUEST.TOO_LARGE", "contribute.upload.tooBig", { fields: { file: "contribute.upload.tooBig" } }),
        );
      }
      const kind = uploadKindOf[purpose];
      const signature = detectFileSignature(bytes);
      const refusal = uploadRefusal(kind, signature?.family ?? null);
      if (refusal !== null || signature === null) return yield* Effect.fail(refused(refusal ?? "contribute.upload.type"));

      let file = { bytes, contentType: signature.contentType, extension: signature.extension };
      if (signature.family === "image") {
        const processed = yield* Effect.promise(() => images.processContributionImage(bytes));
        if (!processed.ok) return yield* Effect.fail(refused(processed.messageKey));
        file = processed.image;
      }

      const storageKey = `contribution-${base64Url(random.bytes(16))}.${file.extension}`;
      const id = random.uuid();
      yield* unitOfWork.run(
        Effect.gen(function* () {
          yield* Effect.promise(() => storage.put(storageKey, file.bytes, file.contentType));
          yield* unitOfWork.undoOnRollback(Effect.promise(() => storage.remove(storageKey)));
          yield* Effect.promise(() =>
            uploads.record({
              id,
              userId: ownerId,
              kind,
              contentType: file.contentType,
              storageKey,
              byteSize: file.bytes.byteLength,
              originalName: displayFileName(originalName),
            }),
          );
        }),
      );
      return { id, url: `${mediaPathPrefix}${storageKey}`, contentType: file.contentType, size: file.bytes.byteLength };
    });

export type StoreUpload = ReturnType<typeof makeStoreUpload>;
