/** The encodings cacheable answers are kept in, smallest first. */
export type BodyEncoding = "br" | "gzip";

const quality = (parameters: readonly string[]): number => {
  const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith("q="));
  if (q === undefined) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) ? value : 0;
};

/**
 * The encoding to answer in, from an Accept-Encoding header: Brotli when the client takes it
 * (every current browser does, over HTTPS), then gzip, else none. `q=0` refuses an encoding,
 * and `*` stands for any encoding the header does not name.
 */
export const preferredEncoding = (header: string | undefined): BodyEncoding | null => {
  if (header === undefined || header === "") return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";");
    accepted.set(name.trim(), quality(parameters));
  }
  const acceptance = (name: BodyEncoding): number => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (acceptance("br") > 0) return "br";
  if (acceptance("gzip") > 0) return "gzip";
  return null;
};
