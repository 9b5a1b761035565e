import { describe, expect, it } from "vitest";
import { storedFilesOf, uploadItemsOf, uploadListReducer, uploadsProblem, type UploadItem } from "./upload-list";

const stored = { id: "u-1", name: "lari.jpg", size: 1000, contentType: "image/jpeg" };
const start = (key: string, kind: "media" | "pdf" = "media") => ({ type: "started", key, kind, name: `${key}.bin`, size: 10 }) as const;

describe("uploadListReducer", () => {
  it("follows a file from sending to stored, its progress kept between 0 and 1", () => {
    let items: UploadItem[] = uploadListReducer([], start("a"));
    items = uploadListReducer(items, { type: "progressed", key: "a", progress: 1.7 });
    expect(items[0]).toMatchObject({ status: "uploading", progress: 1 });
    items = uploadListReducer(items, { type: "stored", key: "a", file: stored });
    expect(storedFilesOf(items, "media")).toEqual([stored]);
    expect(uploadsProblem(items, "media")).toBeNull();
  });

  it("keeps a failed file in place for a retry, and blocks the step until it is retried or removed", () => {
    let items = uploadListReducer(uploadListReducer([], start("a")), start("b"));
    expect(uploadsProblem(items, "media")).toBe("wizard.upload.waiting");
    items = uploadListReducer(items, { type: "failed", key: "a", problem: "Echwe" });
    items = uploadListReducer(items, { type: "stored", key: "b", file: stored });
    expect(uploadsProblem(items, "media")).toBe("wizard.upload.unresolved");
    items = uploadListReducer(items, start("a"));
    expect(items.map((item) => [item.key, item.status])).toEqual([["a", "uploading"], ["b", "stored"]]);
    items = uploadListReducer(items, { type: "removed", key: "a" });
    expect(items.map((item) => item.key)).toEqual(["b"]);
    expect(uploadsProblem(items, "pdf")).toBeNull();
  });

  it("keeps a file that found no connection on the device without blocking the step: it goes with the contribution", () => {
    const items = uploadListReducer(uploadListReducer([], start("a")), { type: "kept", key: "a" });
    expect(items[0]).toMatchObject({ key: "a", status: "kept" });
    expect(uploadsProblem(items, "media")).toBeNull();
    expect(storedFilesOf(items, "media")).toEqual([]);
  });

  it("holds one PDF: a new one replaces the old", () => {
    let items = uploadListReducer(uploadListReducer([], start("a")), start("p1", "pdf"));
    items = uploadListReducer(items, start("p2", "pdf"));
    expect(items.map((item) => item.key)).toEqual(["a", "p2"]);
  });

  it("shows a saved draft's files as stored", () => {
    const pdf = { ...stored, id: "u-2", name: "rapò.pdf" };
    expect(uploadItemsOf([stored], pdf).map((item) => [item.kind, item.status, item.name])).toEqual([
      ["media", "stored", "lari.jpg"],
      ["pdf", "stored", "rapò.pdf"],
    ]);
  });
});
