import type { MessageKey } from "@kominote/core/i18n/messages";
import { maxContributionFileBytes, type uploadPurposes } from "@kominote/core/schemas/uploads";

export type UploadKind = "media" | "pdf";
export type UploadPurpose = (typeof uploadPurposes)[number];

export const purposeOfKind: Readonly<Record<UploadKind, UploadPurpose>> = {
  media: "contribution-media",
  pdf: "contribution-pdf",
};

/** The contract takes at most ten media files per contribution. */
export const maxMediaFiles = 10;

const wordTypes = ["application/msword", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"];

/** What the file picker offers; the server decides by the file's bytes, this only spares a wasted upload. */
export const acceptOfKind: Readonly<Record<UploadKind, string>> = {
  media: ["image/*", "video/*", ".pdf", "application/pdf", ".doc", ".docx", ...wordTypes].join(","),
  pdf: ".pdf,application/pdf",
};

const extensionOf = (name: string): string => name.slice(name.lastIndexOf(".") + 1).toLowerCase();

const isAcceptedType = (file: File, kind: UploadKind): boolean => {
  const extension = extensionOf(file.name);
  if (kind === "pdf") return file.type === "application/pdf" || extension === "pdf";
  return (
    file.type.startsWith("image/") ||
    file.type.startsWith("video/") ||
    file.type === "application/pdf" ||
    wordTypes.includes(file.type) ||
    ["pdf", "doc", "docx"].includes(extension)
  );
};

/** Why a chosen file is refused before it is sent (too big, or not a kind the step takes), else null. */
export const checkContributionFile = (file: File, kind: UploadKind): MessageKey | null => {
  if (!isAcceptedType(file, kind)) return kind === "pdf" ? "wizard.pdf.wrongType" : "wizard.media.wrongType";
  if (file.size > maxContributionFileBytes) return "wizard.upload.tooBig";
  return null;
};

/** "2.4 MB", "830 KB": sizes as people read them. */
export const formatFileSize = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
