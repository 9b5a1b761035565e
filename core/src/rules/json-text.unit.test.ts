import { describe, expect, it } from "vitest";
import { carryingJsonBytes, jsonBytesOf } from "./json-text";

/** An ASCII text's bytes, which are its UTF-8 bytes. */
const ascii = (text: string): Uint8Array => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe("a value carrying its JSON bytes", () => {
  it("makes the bytes at the first demand only, however often they are read", () => {
    let made = 0;
    const page = carryingJsonBytes([{ id: 1 }], () => {
      made++;
      return ascii('[{"id":1}]');
    });
    expect(made).toBe(0);
    const first = jsonBytesOf(page);
    expect(String.fromCharCode(...(first ?? []))).toBe('[{"id":1}]');
    expect(jsonBytesOf(page)).toBe(first);
    expect(made).toBe(1);
  });

  it("is out of sight of JSON.stringify, and a copy does not carry them", () => {
    const page = carryingJsonBytes([{ id: 1 }], () => ascii('[{"id":1}]'));
    expect(JSON.stringify(page)).toBe('[{"id":1}]');
    expect(jsonBytesOf([...page])).toBeUndefined();
    expect(jsonBytesOf({ id: 1 })).toBeUndefined();
  });
});
