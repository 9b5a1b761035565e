import type { MessageKey } from "../i18n/messages";
import type { uploadPurposes } from "../schemas/uploads";
import type { FileFamily } from "./file-signature";

export type UploadPurpose = (typeof uploadPurposes)[number];

/** How an upload may be used: as one of a contribution's media, or as its PDF. */
export type UploadKind = "media" | "pdf";

export const uploadKindOf: Readonly<Record<UploadPurpose, UploadKind>> = {
  "contribution-media": "media",
  "contribution-pdf": "pdf",
};

/** The media step takes pictures, films and documents; the PDF step only PDFs (DECISIONS 10). */
const familiesOf: Readonly<Record<UploadKind, readonly FileFamily[]>> = {
  media: ["image", "video", "pdf", "doc", "docx"],
  pdf: ["pdf"],
};

/** Why a file of this family is refused for this use, or null when it is accepted. */
export const uploadRefusal = (kind: UploadKind, family: FileFamily | null): MessageKey | null => {
  if (family !== null && familiesOf[kind].includes(family)) return null;
  return kind === "pdf" ? "contribute.upload.pdfOnly" : "contribute.upload.type";
};

/** Longest original name kept for display. */
export const maxOriginalNameLength = 120;

/**
 * The name the member's device gave the file, made harmless to show: no folders, no control or
 * bidirectional-override characters, trimmed and shortened. It never names the stored file.
 */
export const displayFileName = (name: string | undefined | null): string => {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim();
  return Array.from(clean).slice(0, maxOriginalNameLength).join("");
};
