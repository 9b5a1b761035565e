import { profilePhotoMaxBytes, profilePhotoTypes } from "@kominote/core/rules/profile-photo";
import type { ContributionImageProcessor, ImageProcessingResult, ImageProcessor } from "@kominote/core/ports/image-processor";
import { detectFileSignature } from "@kominote/core/rules/file-signature";
import sharp from "sharp";

/** A profile photo is shown at most at 256 CSS pixels; 512 keeps it sharp on dense screens. */
export const profilePhotoMaxSize = 512;

/** A contribution's picture is read on a phone, zoomed at most to its full width: 1600 pixels is plenty. */
export const contributionImageMaxSize = 1600;

/**
 * A picture bigger than this many pixels is refused before it is decoded, so a small file that
 * claims a huge size (a "decompression bomb") cannot exhaust the server's memory.
 */
const maxInputPixels = 40_000_000;

type PhotoType = (typeof profilePhotoTypes)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** The type written in the file's first bytes (its "magic number"); a name or declared type is never trusted. */
export const detectPhotoType = (bytes: Uint8Array): PhotoType | "image/webp" | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) {
    return "image/gif";
  }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
};

const isAcceptedType = (type: string | null): boolean =>
  type !== null && (profilePhotoTypes as readonly string[]).includes(type);

/**
 * Turned upright from the EXIF orientation, fitted in a square of `maxSize`, re-encoded to WebP.
 * Re-encoding drops everything but the pixels: EXIF (GPS position, camera), XMP, ICC comments,
 * and any payload hidden after the image data.
 */
const reencode = async (bytes: Uint8Array, maxSize: number, quality: number): Promise<ImageProcessingResult> => {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error" })
      .rotate()
      .resize(maxSize, maxSize, { fit: "inside", withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      image: { bytes: new Uint8Array(data), contentType: "image/webp", extension: "webp", width: info.width, height: info.height },
    };
  } catch {
    // Truncated or corrupt data, a picture too large to decode, or a format this build cannot read.
    return { ok: false, messageKey: "validation.photo.load" };
  }
};

/**
 * Pictures through sharp (libvips). Profile photos: only JPEG, PNG and GIF as the registration
 * rules say, at most 512x512. Contribution pictures: JPEG, PNG, WebP, GIF, and HEIC or AVIF when
 * this build of libvips decodes them, at most 1600x1600.
 */
export class SharpImageProcessor implements ImageProcessor, ContributionImageProcessor {
  async processProfilePhoto(bytes: Uint8Array): Promise<ImageProcessingResult> {
    if (bytes.byteLength > profilePhotoMaxBytes) return { ok: false, messageKey: "validation.photo.tooBig" };
    if (!isAcceptedType(detectPhotoType(bytes))) return { ok: false, messageKey: "validation.photo.type" };
    return reencode(bytes, profilePhotoMaxSize, 80);
  }

  async processContributionImage(bytes: Uint8Array): Promise<ImageProcessingResult> {
    if (detectFileSignature(bytes)?.family !== "image") return { ok: false, messageKey: "contribute.upload.type" };
    const result = await reencode(bytes, contributionImageMaxSize, 82);
    return result.ok ? result : { ok: false, messageKey: "contribute.upload.imageLoad" };
  }
}
