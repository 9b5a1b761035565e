/**
 * What a file is, read from its bytes (its "magic number" and, for containers, their structure).
 * A name or a declared type is never trusted: a picture renamed report.pdf is still a picture.
 */
export type FileFamily = "image" | "video" | "pdf" | "doc" | "docx";

export interface FileSignature {
  readonly family: FileFamily;
  readonly contentType: string;
  /** Extension for the stored name, without the dot. */
  readonly extension: string;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => Array.from(text, (character) => character.charCodeAt(0));

const latin1 = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

const view = (bytes: Uint8Array): DataView => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Brands of an ISO media file ("ftyp" box) that hold a still picture rather than a film. */
const imageBrands = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif", "avis"]);

/** The ISO base media file (MP4, QuickTime, 3GPP, HEIF): a first "ftyp" box naming its brands. */
const isoMedia = (bytes: Uint8Array): FileSignature | null => {
  if (bytes.length < 16 || !startsWith(bytes, ascii("ftyp"), 4)) return null;
  const boxSize = view(bytes).getUint32(0);
  if (boxSize < 16 || boxSize > 4096) return null;
  const major = latin1(bytes, 8, 12);
  const compatible = Array.from({ length: (Math.min(boxSize, bytes.length) - 16) / 4 }, (_, index) =>
    latin1(bytes, 16 + index * 4, 20 + index * 4),
  );
  const brands = [major, ...compatible];
  if (brands.some((brand) => imageBrands.has(brand))) {
    return major === "avif" ? { family: "image", contentType: "image/avif", extension: "avif" } : { family: "image", contentType: "image/heic", extension: "heic" };
  }
  if (major === "qt  ") return { family: "video", contentType: "video/quicktime", extension: "mov" };
  if (major.startsWith("3g2")) return { family: "video", contentType: "video/3gpp2", extension: "3g2" };
  if (major.startsWith("3gp") || major.startsWith("3ge") || major.startsWith("3gg")) {
    return { family: "video", contentType: "video/3gpp", extension: "3gp" };
  }
  return { family: "video", contentType: "video/mp4", extension: "mp4" };
};

const endOfCentralDirectory = 0x06054b50;
const centralDirectoryEntry = 0x02014b50;
/** The end record is 22 bytes, followed by a comment of at most 65,535 bytes. */
const endRecordSearch = 22 + 0xffff;

/**
 * Whether a ZIP archive lists an entry of this name, read from its central directory only (the
 * index at the end of the file): nothing is unpacked, so a "zip bomb" costs nothing.
 */
export const zipListsEntry = (bytes: Uint8Array, entryName: string): boolean => {
  const data = view(bytes);
  const lowest = Math.max(0, bytes.length - endRecordSearch);
  for (let end = bytes.length - 22; end >= lowest; end -= 1) {
    if (data.getUint32(end, true) !== endOfCentralDirectory) continue;
    const entries = data.getUint16(end + 10, true);
    const size = data.getUint32(end + 12, true);
    const start = data.getUint32(end + 16, true);
    if (start + size > end) return false;
    let at = start;
    for (let index = 0; index < entries && at + 46 <= start + size; index += 1) {
      if (data.getUint32(at, true) !== centralDirectoryEntry) return false;
      const nameLength = data.getUint16(at + 28, true);
      const extraLength = data.getUint16(at + 30, true);
      const commentLength = data.getUint16(at + 32, true);
      if (latin1(bytes, at + 46, at + 46 + nameLength) === entryName) return true;
      at += 46 + nameLength + extraLength + commentLength;
    }
    return false;
  }
  return false;
};

/** The file's type from its bytes, among those a contribution may carry; null for anything else. */
export const detectFileSignature = (bytes: Uint8Array): FileSignature | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { family: "image", contentType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { family: "image", contentType: "image/png", extension: "png" };
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return { family: "image", contentType: "image/gif", extension: "gif" };
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return { family: "image", contentType: "image/webp", extension: "webp" };
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { family: "video", contentType: "video/webm", extension: "webm" };
  if (startsWith(bytes, ascii("%PDF-"))) return { family: "pdf", contentType: "application/pdf", extension: "pdf" };
  // The OLE compound file of Word 97-2003 (and other Office files of that time).
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { family: "doc", contentType: "application/msword", extension: "doc" };
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && zipListsEntry(bytes, "word/document.xml")) {
    return {
      family: "docx",
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      extension: "docx",
    };
  }
  return isoMedia(bytes);
};
