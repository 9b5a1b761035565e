import { base64Url, fromBase64Url } from "./base64-url";

/** The orders of the places list. */
export const placeSorts = ["name", "recent", "distance"] as const;
export type PlaceSort = (typeof placeSorts)[number];

/**
 * Where the previous page stopped, in the order it was read: the last place's sort key (its
 * folded name, its creation time in milliseconds, or its distance key) and its id, which breaks
 * ties so no place is skipped or repeated between pages (keyset pagination: a page costs the
 * same at row 40,000 as at row 0, unlike an offset).
 */
export type PlaceCursor =
  | { readonly sort: "name"; readonly key: string; readonly id: number }
  | { readonly sort: "recent" | "distance"; readonly key: number; readonly id: number };

const asciiBytes = (text: string): Uint8Array => Uint8Array.from(text, (char) => char.charCodeAt(0));

/**
 * Opaque to the screens (base64url, safe in a URL as is): they hand it back unchanged, and the
 * server may change its inside without breaking them. The name is percent-encoded first so the
 * text stays ASCII whatever the alphabet.
 */
export const encodePlaceCursor = (cursor: PlaceCursor): string =>
  base64Url(asciiBytes(`${cursor.sort}|${cursor.id}|${encodeURIComponent(String(cursor.key))}`));

const idPattern = /^[1-9]\d{0,9}$/;

/** The cursor, or null for anything this server did not write (a 400, never a 500). */
export const decodePlaceCursor = (text: string): PlaceCursor | null => {
  const bytes = fromBase64Url(text);
  if (bytes === null || bytes.length > 600) return null;
  const [sort, id, key, ...rest] = String.fromCharCode(...bytes).split("|");
  if (rest.length > 0 || sort === undefined || id === undefined || key === undefined || !idPattern.test(id)) return null;
  const idNumber = Number(id);
  if (idNumber > 2_147_483_647) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(key);
  } catch {
    return null;
  }
  if (sort === "name") return { sort, key: decoded, id: idNumber };
  if (sort !== "recent" && sort !== "distance") return null;
  const value = Number(decoded);
  if (decoded.trim() === "" || !Number.isFinite(value)) return null;
  return { sort, key: value, id: idNumber };
};
