import { Effect } from "effect";
import { domainError, type DomainError } from "../errors/domain-error";
import type { MessageKey } from "../i18n/messages";
import type { RandomSource } from "../ports/id-generator";
import type { ContributionImageProcessor } from "../ports/image-processor";
import type { FileStorage } from "../ports/storage";
import type { UploadStore } from "../ports/upload-store";
import { base64Url } from "../rules/base64-url";
import { displayFileName, uploadKindOf, uploadRefusal, type UploadPurpose } from "../rules/contribution-files";
import { detectFileSignature } from "../rules/file-signature";
import { maxContributionFileBytes, type Upload } from "../schemas/uploads";
import { mediaPathPrefix } from "./store-profile-photo";

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
 * stored name is random (128 bits) and made here, never taken from the member.
 */
export const makeStoreUpload =
  ({
    images,
    storage,
    uploads,
    random,
  }: {
    images: ContributionImageProcessor;
    storage: FileStorage;
    uploads: UploadStore;
    random: RandomSource;
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
      yield* Effect.promise(() => storage.put(storageKey, file.bytes, file.contentType));
      const id = random.uuid();
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
      return { id, url: `${mediaPathPrefix}${storageKey}`, contentType: file.contentType, size: file.bytes.byteLength };
    });

export type StoreUpload = ReturnType<typeof makeStoreUpload>;
