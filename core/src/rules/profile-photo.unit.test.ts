import { describe, expect, it } from "vitest";
import { profilePhotoMaxBytes, validateOptionalPhoto, validatePhotoDataUrl, validatePhotoFile } from "./profile-photo";

/** A data URL whose payload decodes to exactly `bytes` bytes. */
const dataUrlOfSize = (type: string, bytes: number): string => {
  const whole = Math.floor(bytes / 3) * 4;
  const rest = bytes % 3;
  const tail = rest === 0 ? "" : rest === 1 ? "AA==" : "AAA=";
  return `data:${type};base64,${"A".repeat(whole)}${tail}`;
};

describe("validatePhotoFile", () => {
  it("accepts JPG, PNG and GIF up to 5 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/gif", "IMAGE/PNG"]) {
      expect(validatePhotoFile({ size: profilePhotoMaxBytes, type })).toBeNull();
    }
  });

  it("refuses a file above 5 MB", () => {
    expect(validatePhotoFile({ size: profilePhotoMaxBytes + 1, type: "image/png" })).toBe("validation.photo.tooBig");
    expect(validatePhotoFile({ size: profilePhotoMaxBytes + 1, type: "video/mp4" })).toBe("validation.photo.tooBig");
  });

  it.each(["image/webp", "image/svg+xml", "application/pdf", ""])("refuses the type %j", (type) => {
    expect(validatePhotoFile({ size: 10, type })).toBe("validation.photo.type");
  });
});

describe("validatePhotoDataUrl", () => {
  it("accepts small base64 images of the three types", () => {
    expect(validatePhotoDataUrl("data:image/png;base64,iVBORw0KGgo=")).toBeNull();
    expect(validatePhotoDataUrl("data:image/jpeg;base64,/9j/4AAQ")).toBeNull();
    expect(validatePhotoDataUrl("data:image/gif;base64,R0lGODlhAQABAAAAACw=")).toBeNull();
  });

  it("measures the decoded size, not the text length", () => {
    expect(validatePhotoDataUrl(dataUrlOfSize("image/png", profilePhotoMaxBytes))).toBeNull();
    expect(validatePhotoDataUrl(dataUrlOfSize("image/png", profilePhotoMaxBytes - 1))).toBeNull();
    expect(validatePhotoDataUrl(dataUrlOfSize("image/png", profilePhotoMaxBytes + 1))).toBe("validation.photo.tooBig");
  });

  it("names the type problem for other images", () => {
    expect(validatePhotoDataUrl("data:image/webp;base64,UklGRg==")).toBe("validation.photo.type");
    expect(validatePhotoDataUrl("data:image/svg+xml;base64,PHN2Zz4=")).toBe("validation.photo.type");
  });

  it.each([
    "",
    "https://example.ht/photo.png",
    "data:text/plain;base64,aGVsbG8=",
    "data:application/pdf;base64,JVBERg==",
    "data:image/png,rawbytes",
    "data:image/png;base64,",
    "data:image/png;base64,not base64!",
    "data:image/png;base64,abc",
  ])("reports a loading problem for %j", (url) => {
    expect(validatePhotoDataUrl(url)).toBe("validation.photo.load");
  });
});

describe("validateOptionalPhoto", () => {
  it("accepts no photo and checks a given one", () => {
    expect(validateOptionalPhoto("")).toBeNull();
    expect(validateOptionalPhoto("data:image/png;base64,iVBORw0KGgo=")).toBeNull();
    expect(validateOptionalPhoto("data:image/bmp;base64,Qk0=")).toBe("validation.photo.type");
  });
});
