import type { Upload } from "@kominote/core/schemas/uploads";
import type { paths } from "@kominote/openapi/client/schema";
import { ApiError } from "../../../api/api-error";
import { requestLanguage } from "../../../i18n/request-language";
import type { UploadPurpose } from "../lib/file-checks";

const uploadPath = "/api/uploads" satisfies keyof paths;

export interface UploadOptions {
  /** Called with the share sent so far, 0 to 1. */
  readonly onProgress: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

export type UploadFile = (file: File, purpose: UploadPurpose, options: UploadOptions) => Promise<Upload>;

const parseBody = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * `POST /api/uploads`, one file per request (multipart). XMLHttpRequest rather than fetch because
 * only it reports how much of the body has gone, which a member on a slow line needs to see.
 * Rejects with an ApiError on a non-success answer, a TypeError when nothing answered, and an
 * AbortError when the member removed the file.
 */
export const uploadFile = (
  file: File,
  purpose: UploadPurpose,
  { onProgress, signal }: UploadOptions,
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<Upload> =>
  new Promise<Upload>((resolve, reject) => {
    const request = createRequest();
    const body = new FormData();
    body.append("purpose", purpose);
    body.append("file", file, file.name);
    const abort = (): void => request.abort();
    request.open("POST", uploadPath);
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Accept-Language", requestLanguage());
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      signal?.removeEventListener("abort", abort);
      const parsed = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(parsed as Upload);
      } else {
        reject(new ApiError(request.status, request.statusText, parsed === "" ? undefined : parsed));
      }
    });
    request.addEventListener("error", () => reject(new TypeError("Network request failed")));
    request.addEventListener("abort", () => reject(new DOMException("The upload was cancelled", "AbortError")));
    if (signal?.aborted === true) {
      reject(new DOMException("The upload was cancelled", "AbortError"));
      return;
    }
    signal?.addEventListener("abort", abort, { once: true });
    request.send(body);
  });
