import { Effect, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import { maxContributionFileBytes } from "../schemas/uploads";
import { fakeContributionImages, MemoryUploads } from "../testing/contribution-doubles";
import { asciiBytes, minimalDocx, minimalPdf } from "../testing/stored-zip";
import { countingRandom, MemoryStorage } from "../testing/account-doubles";
import { makeStoreUpload, type StoreUploadInput } from "./store-upload";
import { RecordingUnitOfWork } from "../testing/unit-of-work-doubles";

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const webm = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86]);

let storage: MemoryStorage;
let uploads: MemoryUploads;
let images: ReturnType<typeof fakeContributionImages>;
let unitOfWork: RecordingUnitOfWork;

beforeEach(() => {
  storage = new MemoryStorage();
  uploads = new MemoryUploads();
  images = fakeContributionImages();
  unitOfWork = new RecordingUnitOfWork();
});

const run = (input: Partial<StoreUploadInput> & Pick<StoreUploadInput, "bytes">, processor = images) =>
  Effect.runPromise(
    Effect.result(
      makeStoreUpload({ images: processor, storage, uploads, random: countingRandom(), unitOfWork })({
        ownerId: 7,
        purpose: "contribution-media",
        originalName: "foto.png",
        ...input,
      }),
    ),
  );

const failure = async (input: Parameters<typeof run>[0], processor = images) => {
  const result = await run(input, processor);
  if (!Result.isFailure(result)) throw new Error("expected a failure");
  return { code: result.failure.code, messageKey: result.failure.messageKey, fields: result.failure.fields };
};

describe("storeUpload", () => {
  it("removes the stored file when its row cannot be recorded", async () => {
    uploads.record = () => Promise.reject(new Error("uploads down"));
    const exit = await Effect.runPromiseExit(
      makeStoreUpload({ images, storage, uploads, random: countingRandom(), unitOfWork })({ ownerId: 7, purpose: "contribution-media", bytes: png, originalName: "foto.png" }),
    );
    expect(exit._tag).toBe("Failure");
    expect(unitOfWork.outcomes).toEqual(["rolledBack"]);
    expect(storage.files.size).toBe(0);
  });

  it("re-encodes a picture and stores it under a server-made name, recorded as the member's", async () => {
    const result = await run({ bytes: png, originalName: "../Foto Lari a.png" });
    expect(Result.isSuccess(result)).toBe(true);
    const upload = Result.isSuccess(result) ? result.success : undefined;
    expect(upload).toMatchObject({ contentType: "image/webp", size: 4 });
    expect(upload?.url).toMatch(/^\/media\/contribution-[A-Za-z0-9_-]{22}\.webp$/);
    expect(images.calls).toBe(1);
    const key = upload?.url.replace("/media/", "") ?? "";
    expect(storage.files.get(key)).toEqual({ bytes: Uint8Array.from([0x57, 0x45, 0x42, 0x50]), contentType: "image/webp" });
    expect(uploads.rows.get(upload?.id ?? "")).toMatchObject({
      userId: 7,
      kind: "media",
      storageKey: key,
      byteSize: 4,
      originalName: "Foto Lari a.png",
      contributionId: null,
    });
  });

  it.each([
    ["a video", webm, "video/webm", ".webm"],
    ["a PDF", minimalPdf(), "application/pdf", ".pdf"],
    ["a Word document", minimalDocx(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ".docx"],
  ])("keeps %s as sent, typed by its bytes", async (_name, bytes, contentType, extension) => {
    const result = await run({ bytes, originalName: "anything.png" });
    const upload = Result.isSuccess(result) ? result.success : undefined;
    expect(upload).toMatchObject({ contentType, size: bytes.byteLength });
    expect(upload?.url.endsWith(extension)).toBe(true);
    expect(images.calls).toBe(0);
  });

  it("takes only a PDF at the PDF step, whatever the file is called", async () => {
    expect(await failure({ bytes: png, purpose: "contribution-pdf", originalName: "rapo.pdf" })).toEqual({
      code: "REQUEST.INVALID",
      messageKey: "contribute.upload.pdfOnly",
      fields: { file: "contribute.upload.pdfOnly" },
    });
    const result = await run({ bytes: minimalPdf(), purpose: "contribution-pdf" });
    expect(Result.isSuccess(result)).toBe(true);
    expect([...uploads.rows.values()].map((upload) => upload.kind)).toEqual(["pdf"]);
  });

  it("refuses a file of any other type, and stores nothing", async () => {
    expect(await failure({ bytes: asciiBytes("<svg onload=alert(1)>"), originalName: "foto.jpg" })).toMatchObject({
      code: "REQUEST.INVALID",
      fields: { file: "contribute.upload.type" },
    });
    expect(storage.files.size).toBe(0);
    expect(uploads.rows.size).toBe(0);
  });

  it("refuses a picture the processor cannot read", async () => {
    expect(await failure({ bytes: png }, fakeContributionImages({ readable: false }))).toMatchObject({
      fields: { file: "contribute.upload.imageLoad" },
    });
    expect(storage.files.size).toBe(0);
  });

  it("refuses a file above 10 MB", async () => {
    const big = new Uint8Array(maxContributionFileBytes + 1);
    big.set(minimalPdf());
    expect(await failure({ bytes: big })).toMatchObject({ code: "REQUEST.TOO_LARGE", fields: { file: "contribute.upload.tooBig" } });
  });
});
