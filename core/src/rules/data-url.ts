const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const valueOf = new Map([...alphabet].map((char, index) => [char, index]));

/** Decodes standard base64 (with or without padding); null when a character is not base64. */
export const decodeBase64 = (text: string): Uint8Array | null => {
  const clean = text.replace(/=+$/, "");
  const out = new Uint8Array(Math.floor((clean.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of clean) {
    const value = valueOf.get(char);
    if (value === undefined) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (buffer >> bits) & 0xff;
    }
  }
  return out;
};

/**
 * The bytes of a base64 data URL ("data:image/png;base64,..."), whatever type it declares: the
 * declared type is never trusted, the bytes are checked by whoever reads them. Null when malformed.
 */
export const dataUrlBytes = (dataUrl: string): Uint8Array | null => {
  const match = /^data:[^,]*;base64,(.*)$/is.exec(dataUrl);
  const payload = match?.[1];
  return payload === undefined ? null : decodeBase64(payload);
};
