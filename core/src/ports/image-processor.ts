import type { MessageKey } from "../i18n/messages";

/** A picture made safe to publish: re-encoded, turned upright, resized, without any metadata. */
export interface ProcessedImage {
  readonly bytes: Uint8Array;
  readonly contentType: string;
  /** File extension matching contentType, without the dot ("webp"). */
  readonly extension: string;
  readonly width: number;
  readonly height: number;
}

/** Either the processed picture, or the validation message telling why the bytes were refused. */
export type ImageProcessingResult =
  | { readonly ok: true; readonly image: ProcessedImage }
  | { readonly ok: false; readonly messageKey: MessageKey };

export interface ImageProcessor {
  /**
   * Reads the bytes as an image (the type comes from the bytes, never from a name or a declared
   * type), and re-encodes it as a profile photo of at most 512 x 512 pixels.
   */
  processProfilePhoto(bytes: Uint8Array): Promise<ImageProcessingResult>;
}

/** Pictures attached to a contribution; a separate port so a photo-only adapter need not know them. */
export interface ContributionImageProcessor {
  /**
   * Reads the bytes as a picture (JPEG, PNG, WebP, GIF, or HEIC when the adapter can decode it),
   * turns it upright, fits it in 1600 x 1600 pixels and re-encodes it without any metadata (GPS
   * position included).
   */
  processContributionImage(bytes: Uint8Array): Promise<ImageProcessingResult>;
}
