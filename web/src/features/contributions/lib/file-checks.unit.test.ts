import { maxContributionFileBytes } from "@kominote/core/schemas/uploads";
import { describe, expect, it } from "vitest";
import { checkContributionFile, formatFileSize } from "./file-checks";

const file = (name: string, type: string, size = 100): File => {
  const made = new File(["x"], name, { type });
  Object.defineProperty(made, "size", { value: size });
  return made;
};

describe("checkContributionFile", () => {
  it("takes images, videos, PDF, DOC and DOCX on the media step", () => {
    for (const accepted of [
      file("a.jpg", "image/jpeg"),
      file("b.mp4", "video/mp4"),
      file("c.pdf", "application/pdf"),
      file("d.doc", ""),
      file("e.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
    ]) {
      expect(checkContributionFile(accepted, "media"), accepted.name).toBeNull();
    }
    expect(checkContributionFile(file("f.exe", "application/x-msdownload"), "media")).toBe("wizard.media.wrongType");
  });

  it("takes only PDF on the PDF step", () => {
    expect(checkContributionFile(file("a.pdf", "application/pdf"), "pdf")).toBeNull();
    expect(checkContributionFile(file("a.jpg", "image/jpeg"), "pdf")).toBe("wizard.pdf.wrongType");
  });

  it("refuses a file over 10 MB before sending it, and accepts exactly 10 MB", () => {
    expect(checkContributionFile(file("big.jpg", "image/jpeg", maxContributionFileBytes + 1), "media")).toBe("wizard.upload.tooBig");
    expect(checkContributionFile(file("max.jpg", "image/jpeg", maxContributionFileBytes), "media")).toBeNull();
  });

  it("writes sizes as people read them", () => {
    expect(formatFileSize(830 * 1024)).toBe("830 KB");
    expect(formatFileSize(2.45 * 1024 * 1024)).toBe("2.5 MB");
    expect(formatFileSize(10)).toBe("1 KB");
  });
});
