import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { contributionImageMaxSize, SharpImageProcessor } from "./sharp-image-processor";

const processor = new SharpImageProcessor();

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } } });

const bytesOf = async (image: sharp.Sharp): Promise<Uint8Array> => new Uint8Array(await image.toBuffer());

const processed = async (bytes: Uint8Array) => {
  const result = await processor.processContributionImage(bytes);
  if (!result.ok) throw new Error(`refused: ${result.messageKey}`);
  return result.image;
};

describe("SharpImageProcessor.processContributionImage", () => {
  it.each([
    ["JPEG", (image: sharp.Sharp) => image.jpeg()],
    ["PNG", (image: sharp.Sharp) => image.png()],
    ["WebP", (image: sharp.Sharp) => image.webp()],
    ["GIF", (image: sharp.Sharp) => image.gif()],
  ])("re-encodes a %s picture to WebP at its size", async (_name, encode) => {
    const image = await processed(await bytesOf(encode(picture(120, 80))));
    const metadata = await sharp(image.bytes).metadata();
    expect([image.contentType, metadata.format, metadata.width, metadata.height]).toEqual(["image/webp", "webp", 120, 80]);
  });

  it("fits a large picture in 1600x1600, keeping its proportions", async () => {
    const image = await processed(await bytesOf(picture(4000, 2000).jpeg()));
    expect([image.width, image.height]).toEqual([contributionImageMaxSize, contributionImageMaxSize / 2]);
  });

  it("drops the GPS position and every other metadata block", async () => {
    const original = await bytesOf(
      picture(40, 20)
        .jpeg()
        .withExif({
          IFD0: { ImageDescription: "Pil fatra Ri Pave", Artist: "Jean Pierre" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "18/1 14/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "72/1 32/1 0/1" },
        }),
    );
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const image = await processed(original);
    const after = await sharp(image.bytes).metadata();
    expect([after.exif, after.xmp, after.icc]).toEqual([undefined, undefined, undefined]);
    expect(Buffer.from(image.bytes).includes("Jean Pierre")).toBe(false);
  });

  it("refuses what is not a picture, and a picture it cannot read", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
    expect(await processor.processContributionImage(pdf)).toEqual({ ok: false, messageKey: "contribute.upload.type" });
    const truncated = (await bytesOf(picture(64, 64).png())).slice(0, 40);
    expect(await processor.processContributionImage(truncated)).toEqual({ ok: false, messageKey: "contribute.upload.imageLoad" });
  });
});
