import { describe, expect, it } from "vitest";
import { asciiBytes, minimalDocx, minimalPdf, storedZip } from "../testing/stored-zip";
import { detectFileSignature, zipListsEntry } from "./file-signature";

const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values);
const text = asciiBytes;
const concat = (...parts: Uint8Array[]): Uint8Array => {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
};

/** An ISO media file's first box: size, "ftyp", major brand, version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]): Uint8Array => {
  const size = 16 + compatible.length * 4;
  return concat(bytes(0, 0, 0, size), text("ftyp"), text(major), bytes(0, 0, 0, 0), ...compatible.map(text), new Uint8Array(32));
};

describe("detectFileSignature", () => {
  it.each([
    ["JPEG", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), "image", "image/jpeg"],
    ["PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), "image", "image/png"],
    ["GIF", text("GIF89a...."), "image", "image/gif"],
    ["WebP", concat(text("RIFF"), bytes(0, 0, 0, 0), text("WEBPVP8 ")), "image", "image/webp"],
    ["HEIC", ftyp("heic", "mif1", "heic"), "image", "image/heic"],
    ["MP4", ftyp("isom", "isom", "avc1"), "video", "video/mp4"],
    ["QuickTime", ftyp("qt  ", "qt  "), "video", "video/quicktime"],
    ["3GP", ftyp("3gp4", "isom"), "video", "video/3gpp"],
    ["WebM", bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f), "video", "video/webm"],
    ["PDF", minimalPdf(), "pdf", "application/pdf"],
    ["Word 97", bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0), "doc", "application/msword"],
    ["Word", minimalDocx(), "docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ])("recognizes %s by its bytes", (_name, file, family, contentType) => {
    expect(detectFileSignature(file)).toMatchObject({ family, contentType });
  });

  it.each([
    ["an empty file", new Uint8Array()],
    ["plain text", text("Bonjou, mwen se yon teks.")],
    ["an HTML page", text("<!doctype html><script>alert(1)</script>")],
    ["an SVG picture", text('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ["a ZIP that is not a Word document", storedZip({ "word/other.xml": "<x/>", "notes.txt": "word/document.xml" })],
    ["a program", bytes(0x4d, 0x5a, 0x90, 0x00)],
    ["a box that only looks like ftyp", concat(bytes(0, 0, 0, 8), text("ftypisom"))],
  ])("refuses %s", (_name, file) => {
    expect(detectFileSignature(file)).toBeNull();
  });
});

describe("zipListsEntry", () => {
  it("finds an entry by its exact name in the central directory", () => {
    const zip = storedZip({ "a.txt": "a", "word/document.xml": "<w/>" });
    expect(zipListsEntry(zip, "word/document.xml")).toBe(true);
    expect(zipListsEntry(zip, "word/document")).toBe(false);
  });

  it("gives up on a truncated archive rather than reading past it", () => {
    const zip = minimalDocx();
    expect(zipListsEntry(zip.subarray(0, zip.length - 10), "word/document.xml")).toBe(false);
    expect(zipListsEntry(zip.subarray(0, 40), "word/document.xml")).toBe(false);
  });
});
