/** Below this size compressing saves less than it costs (the compression plugin's own threshold). */
const compressFrom = 1024;

/** Whether an answer's text is long enough to compress: `compressFrom` units of it or more. */
export const isCompressibleText = (text: string): boolean => text.length >= compressFrom;

/** The length in UTF-16 units (a JavaScript text's) of UTF-8 `bytes`: every byte but continuations, four-byte letters twice. */
const textLengthOf = (bytes: Uint8Array): number => {
  let length = 0;
  for (const byte of bytes) if ((byte & 0xc0) !== 0x80) length += byte >= 0xf0 ? 2 : 1;
  return length;
};

/**
 * The same for an answer made as UTF-8 bytes (a page of the places held in memory), so it is
 * compressed exactly when its text would be. Counted in the bytes only where their number cannot
 * tell at once, a unit of text taking one to three bytes.
 */
export const isCompressibleUtf8 = (bytes: Uint8Array): boolean =>
  bytes.length >= compressFrom * 3 || (bytes.length >= compressFrom && textLengthOf(bytes) >= compressFrom);
