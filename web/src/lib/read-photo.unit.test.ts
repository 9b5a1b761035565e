// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { readProfilePhoto } from "./read-photo";

const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], "me.png", { type: "image/png" });

describe("readProfilePhoto", () => {
  it("refuses a photo the browser cannot decode with the 'problem loading photo' message", async () => {
    expect(await readProfilePhoto(png, () => Promise.resolve(false))).toEqual({ ok: false, messageKey: "validation.photo.load" });
  });

  it("keeps a photo that decodes, as a data URL", async () => {
    const result = await readProfilePhoto(png, () => Promise.resolve(true));
    expect(result.ok && result.dataUrl.startsWith("data:image/png;base64,")).toBe(true);
  });

  it("does not try to decode a file refused by its size or type", async () => {
    let asked = false;
    const decodes = () => {
      asked = true;
      return Promise.resolve(true);
    };
    const text = new File(["hello"], "notes.txt", { type: "text/plain" });
    expect(await readProfilePhoto(text, decodes)).toEqual({ ok: false, messageKey: "validation.photo.type" });
    expect(asked).toBe(false);
  });
});
