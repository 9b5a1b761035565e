import fc from "fast-check";
import { hostileString } from "./hostile-values";

/**
 * Percent-encodes text as a client would put it in a URL, lone surrogates included: they become
 * the bytes of their WTF-8 form (%ED%A0%80 ...), which no well-formed UTF-8 decoder accepts.
 * (encodeURIComponent throws on them instead of sending them.)
 */
export const percentEncode = (text: string): string => {
  let encoded = "";
  for (const character of text) {
    const unit = character.charCodeAt(0);
    if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
};

/** Path segments that are not ids: signs, fractions, words, overflows, bad escapes, beyond the length the router reads. */
export const notAnIdSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "1.5",
    "1e3",
    "0x10",
    "abc",
    "null",
    "2147483648",
    "9007199254740993",
    "99999999999999999999999",
    "%20",
    "%201",
    "%00",
    "%ED%A0%80",
    "%FF",
    "%E2%82%AC",
    "%F0%9F%92%A9",
    "%2F",
    "%25",
    "..",
    "9".repeat(150),
    "a".repeat(201),
  ),
  hostileString.filter((text) => text.length > 0 && text.length < 300).map(percentEncode),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String),
);

/** A raw value for a query parameter: a hostile text or a bad escape. */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  hostileString.map(percentEncode),
  fc.constantFrom("%", "%ZZ", "%FF", "%ED%A0%80", "%00", "1%00", "[]", "a[b]=c", "-0", "1e400", "9".repeat(400)),
);
