import type { MessageKey } from "@kominote/core/i18n/messages";
import { validatePhotoDataUrl, validatePhotoFile } from "@kominote/core/rules/profile-photo";

export type PhotoReadResult =
  | { readonly ok: true; readonly dataUrl: string }
  | { readonly ok: false; readonly messageKey: MessageKey };

const readAsDataUrl = (file: Blob): Promise<string | null> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });

/**
 * Checks a picked photo with the same rules as the server (size and type first, without reading a
 * file that is refused anyway), then reads it as a data URL and checks what was read.
 */
export const readProfilePhoto = async (file: File): Promise<PhotoReadResult> => {
  const fileProblem = validatePhotoFile(file);
  if (fileProblem !== null) return { ok: false, messageKey: fileProblem };
  const dataUrl = await readAsDataUrl(file);
  if (dataUrl === null) return { ok: false, messageKey: "validation.photo.load" };
  const urlProblem = validatePhotoDataUrl(dataUrl);
  return urlProblem === null ? { ok: true, dataUrl } : { ok: false, messageKey: urlProblem };
};
