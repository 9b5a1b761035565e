/** Where a value carries its own JSON text, made from parts written once (the places' read model). */
const jsonTextKey = Symbol("jsonText");

interface CarryingJsonText {
  readonly [jsonTextKey]: () => string;
}

/**
 * `value` with its JSON text attached, out of sight of JSON.stringify and of object spreads: a copy
 * (a former member's name read in the reader's language) loses it and is serialized in full. The
 * text must be what `JSON.stringify(value)` writes.
 */
export const carryingJsonText = <T extends object>(value: T, text: () => string): T =>
  Object.defineProperty(value, jsonTextKey, { value: text, enumerable: false });

/** The JSON text `value` carries, or undefined for any other value. */
export const jsonTextOf = (value: unknown): string | undefined =>
  typeof value === "object" && value !== null && jsonTextKey in value ? (value as CarryingJsonText)[jsonTextKey]() : undefined;
