/** Where a value carries its own JSON, as UTF-8 bytes made from parts written once (the places' read model). */
const jsonBytesKey = Symbol("jsonBytes");

interface CarryingJsonBytes {
  readonly [jsonBytesKey]: () => Uint8Array;
}

/**
 * `value` with its JSON attached as UTF-8 bytes, out of sight of JSON.stringify and of object
 * spreads: a copy (a former member's name read in the reader's language) loses it and is
 * serialized in full. The bytes must be those of what `JSON.stringify(value)` writes. They are
 * made at the first demand and kept: the answer reads them for the former members' names, for
 * its ETag, then sends them. Bytes rather than a text: a page is joined from its places' bytes,
 * where a text joined from theirs had to be encoded to UTF-8 again on every page, in a slow path
 * for any text beyond ASCII.
 */
export const carryingJsonBytes = <T extends object>(value: T, bytes: () => Uint8Array): T => {
  let made: Uint8Array | undefined;
  return Object.defineProperty(value, jsonBytesKey, { value: () => (made ??= bytes()), enumerable: false });
};

/** The JSON bytes `value` carries, or undefined for any other value. */
export const jsonBytesOf = (value: unknown): Uint8Array | undefined =>
  typeof value === "object" && value !== null && jsonBytesKey in value ? (value as CarryingJsonBytes)[jsonBytesKey]() : undefined;
