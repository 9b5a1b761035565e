import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectPhotoType, profilePhotoMaxSize, SharpImageProcessor } from "./sharp-image-processor";

const processor = new SharpImageProcessor();

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } });

const bytesOf = async (image: sharp.Sharp): Promise<Uint8Array> => new Uint8Array(await image.toBuffer());

/** Where in the EXIF block the GPS sub-directory is pointed to (tag 0x8825, either byte order). */
const hasGpsPointer = (exif: Buffer): boolean =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

const processed = async (bytes: Uint8Array) => {
  const result = await processor.processProfilePhoto(bytes);
  if (!result.ok) throw new Error(`refused: ${result.messageKey}`);
  return result.image;
};

describe("SharpImageProcessor.processProfilePhoto", () => {
  it.each([
    ["JPEG", (image: sharp.Sharp) => image.jpeg()],
    ["PNG", (image: sharp.Sharp) => image.png()],
    ["GIF", (image: sharp.Sharp) => image.gif()],
  ])("re-encodes a %s photo to WebP", async (_name, encode) => {
    const image = await processed(await bytesOf(encode(picture(64, 48))));
    expect(image.contentType).toBe("image/webp");
    expect(image.extension).toBe("webp");
    expect(detectPhotoType(image.bytes)).toBe("image/webp");
    const metadata = await sharp(image.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 64, 48]);
  });

  it("fits a large photo in 512x512, keeping its proportions", async () => {
    const image = await processed(await bytesOf(picture(2000, 1000).jpeg()));
    expect([image.width, image.height]).toEqual([profilePhotoMaxSize, profilePhotoMaxSize / 2]);
  });

  it("removes every metadata block, GPS position included, and turns the photo upright", async () => {
    const original = await bytesOf(
      picture(40, 20)
        .jpeg()
        .withExif({
          IFD0: { ImageDescription: "Kay Marie Joseph", Artist: "Marie Joseph" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "18/1 32/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "72/1 20/1 0/1" },
        })
        .withMetadata({ orientation: 6 }),
    );
    const before = await sharp(original).metadata();
    expect(before.exif !== undefined && hasGpsPointer(before.exif)).toBe(true);
    expect(Buffer.from(original).includes("Kay Marie Joseph")).toBe(true);

    const image = await processed(original);
    const after = await sharp(image.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(Buffer.from(image.bytes).includes("Kay Marie Joseph")).toBe(false);
    expect(Buffer.from(image.bytes).includes("Marie Joseph")).toBe(false);
    // Orientation 6 means "rotate 90 degrees": the upright picture is 20 wide and 40 high.
    expect([image.width, image.height]).toEqual([20, 40]);
  });

  it("refuses a text file, whatever its name says", async () => {
    const text = new TextEncoder().encode("Sa a se pa yon foto, se yon tèks ki rele foto.jpg\n");
    expect(await processor.processProfilePhoto(text)).toEqual({ ok: false, messageKey: "validation.photo.type" });
  });

  it("refuses a WebP, SVG or HTML upload: only JPG, PNG and GIF are accepted", async () => {
    const webp = await bytesOf(picture(8, 8).webp());
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bytes of [webp, svg]) {
      expect(await processor.processProfilePhoto(bytes)).toEqual({ ok: false, messageKey: "validation.photo.type" });
    }
  });

  it("refuses more than 5 MB before reading it", async () => {
    const jpeg = await bytesOf(picture(8, 8).jpeg());
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(jpeg);
    expect(await processor.processProfilePhoto(big)).toEqual({ ok: false, messageKey: "validation.photo.tooBig" });
  });

  it("refuses a truncated picture with the loading message", async () => {
    const jpeg = await bytesOf(picture(64, 64).jpeg());
    const truncated = jpeg.slice(0, 40);
    expect(await processor.processProfilePhoto(truncated)).toEqual({ ok: false, messageKey: "validation.photo.load" });
  });

  it("refuses a picture whose declared size is absurd without decoding it", async () => {
    // A tiny PNG whose header claims 20000 x 20000 pixels (the CRC fixed so the header itself is valid).
    const png = Buffer.from(await bytesOf(picture(8, 8).png()));
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect((await sharp(png, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    expect(await processor.processProfilePhoto(new Uint8Array(png))).toEqual({ ok: false, messageKey: "validation.photo.load" });
  });
});
