import { describe, expect, it, vi } from "vitest";
import { isApiError } from "../../../api/api-error";
import { uploadFile } from "./upload-file";

/** Enough of XMLHttpRequest to drive the upload: it records what was sent and lets the test answer. */
class FakeRequest extends EventTarget {
  readonly upload = new EventTarget();
  readonly headers = new Map<string, string>();
  method = "";
  url = "";
  body: unknown = null;
  status = 0;
  statusText = "";
  responseText = "";
  withCredentials = false;
  aborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event("abort"));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.dispatchEvent(new Event("load"));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event("progress"), { lengthComputable: true, loaded, total }));
  }
}

const photo = new File(["abc"], "lari.jpg", { type: "image/jpeg" });

const start = (signal?: AbortSignal) => {
  const request = new FakeRequest();
  const onProgress = vi.fn<(fraction: number) => void>();
  const result = uploadFile(photo, "contribution-media", { onProgress, ...(signal ? { signal } : {}) }, () => request as unknown as XMLHttpRequest);
  return { request, onProgress, result };
};

describe("uploadFile", () => {
  it("posts one file per multipart request with its purpose, and reports its progress", async () => {
    const { request, onProgress, result } = start();
    expect([request.method, request.url, request.withCredentials]).toEqual(["POST", "/api/uploads", true]);
    const body = request.body as FormData;
    expect(body.get("purpose")).toBe("contribution-media");
    expect((body.get("file") as File).name).toBe("lari.jpg");
    request.progress(1, 4);
    expect(onProgress).toHaveBeenLastCalledWith(0.25);
    const stored = { id: "2f1e3c4d-5a6b-4c7d-8e9f-0a1b2c3d4e5f", url: "/media/x", contentType: "image/jpeg", size: 3 };
    request.answer(201, stored);
    await expect(result).resolves.toEqual(stored);
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it("rejects with the server's error body on a refusal", async () => {
    const { request, result } = start();
    request.answer(415, { code: "UPLOAD.TYPE", message: "Kalite fichye sa a pa aksepte" });
    const error = await result.catch((caught: unknown) => caught);
    expect(isApiError(error) && [error.status, error.serverMessage]).toEqual([415, "Kalite fichye sa a pa aksepte"]);
  });

  it("rejects with a TypeError when nothing answered, and an AbortError when cancelled", async () => {
    const offline = start();
    offline.request.dispatchEvent(new Event("error"));
    await expect(offline.result).rejects.toBeInstanceOf(TypeError);
    const controller = new AbortController();
    const cancelled = start(controller.signal);
    controller.abort();
    expect(cancelled.request.aborted).toBe(true);
    await expect(cancelled.result).rejects.toMatchObject({ name: "AbortError" });
  });
});
