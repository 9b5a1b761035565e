import type { MessageKey } from "../i18n/messages";

export const profilePhotoMaxBytes = 5 * 1024 * 1024;
export const profilePhotoTypes = ["image/jpeg", "image/png", "image/gif"] as const;

const isAllowedType = (type: string): boolean =>
  (profilePhotoTypes as readonly string[]).includes(type.toLowerCase());

/** Checks a picked file before reading it: size first, since a huge file is refused whatever it is. */
export const validatePhotoFile = (file: { readonly size: number; readonly type: string }): MessageKey | null => {
  if (file.size > profilePhotoMaxBytes) return "validation.photo.tooBig";
  if (!isAllowedType(file.type)) return "validation.photo.type";
  return null;
};

const dataUrlPattern = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s;
const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes a base64 text decodes to. */
const decodedLength = (base64: string): number => {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
};

/**
 * Checks the photo as the browser read it: a base64 data URL of a JPG, PNG or GIF of at most 5 MB.
 * The server still checks the bytes themselves; this keeps a wrong upload from leaving the phone.
 */
export const validatePhotoDataUrl = (dataUrl: string): MessageKey | null => {
  const match = dataUrlPattern.exec(dataUrl);
  const mediaType = match?.[1]?.toLowerCase() ?? "";
  if (match === null || !mediaType.startsWith("image/")) return "validation.photo.load";
  if (!isAllowedType(mediaType)) return "validation.photo.type";
  const parameters = (match[2] ?? "").toLowerCase().split(";");
  const payload = match[3] ?? "";
  if (!parameters.includes("base64") || payload === "" || payload.length % 4 !== 0 || !base64Pattern.test(payload)) {
    return "validation.photo.load";
  }
  return decodedLength(payload) > profilePhotoMaxBytes ? "validation.photo.tooBig" : null;
};

/** The registration photo is optional ("" when none): a member without one is shown with initials. */
export const validateOptionalPhoto = (dataUrl: string): MessageKey | null =>
  dataUrl === "" ? null : validatePhotoDataUrl(dataUrl);
