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

/** Whether the browser can draw the image: a file named and typed as a photo may still be broken. */
export const imageDecodes = (dataUrl: string): Promise<boolean> => {
  const image = new Image();
  image.src = dataUrl;
  return image.decode().then(
    () => image.naturalWidth > 0,
    () => false,
  );
};

/**
 * Checks a picked photo with the same rules as the server (size and type first, without reading a
 * file that is refused anyway), then reads it as a data URL, checks what was read and that it decodes as an image (the server
 * refuses one that does not, and the member must learn it here, on the photo step).
 */
export const readProfilePhoto = async (
  file: File,
  decodes: (dataUrl: string) => Promise<boolean> = imageDecodes,
): Promise<PhotoReadResult> => {
  const fileProblem = validatePhotoFile(file);
  if (fileProblem !== null) return { ok: false, messageKey: fileProblem };
  const dataUrl = await readAsDataUrl(file);
  if (dataUrl === null) return { ok: false, messageKey: "validation.photo.load" };
  const urlProblem = validatePhotoDataUrl(dataUrl);
  if (urlProblem !== null) return { ok: false, messageKey: urlProblem };
  return (await decodes(dataUrl)) ? { ok: true, dataUrl } : { ok: false, messageKey: "validation.photo.load" };
};
