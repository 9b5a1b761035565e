import { describe, expect, it } from "vitest";
import { displayFileName, maxOriginalNameLength, uploadRefusal } from "./contribution-files";

describe("uploadRefusal", () => {
  it("takes pictures, films, PDFs and Word documents as media", () => {
    for (const family of ["image", "video", "pdf", "doc", "docx"] as const) expect(uploadRefusal("media", family)).toBeNull();
    expect(uploadRefusal("media", null)).toBe("contribute.upload.type");
  });

  it("takes only PDFs at the PDF step", () => {
    expect(uploadRefusal("pdf", "pdf")).toBeNull();
    for (const family of ["image", "video", "doc", "docx", null] as const) {
      expect(uploadRefusal("pdf", family)).toBe("contribute.upload.pdfOnly");
    }
  });
});

describe("displayFileName", () => {
  it("keeps the base name only, without control or direction characters", () => {
    expect(displayFileName("C:\\Users\\marie\\rapò final.pdf")).toBe("rapò final.pdf");
    expect(displayFileName("../../etc/passwd")).toBe("passwd");
    expect(displayFileName("foto\u202Egpj.exe")).toBe("fotogpj.exe");
    expect(displayFileName(" a\tb\nc ")).toBe("a b c");
  });

  it("gives an empty name for none and shortens long ones", () => {
    expect(displayFileName(undefined)).toBe("");
    expect(Array.from(displayFileName("è".repeat(500)))).toHaveLength(maxOriginalNameLength);
  });
});
