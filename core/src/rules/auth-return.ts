/** Storage key under which the auth guard keeps the path to come back to after sign-in. */
export const redirectAfterLoginKey = "redirectAfterLogin";

/** Sign-in screens: coming back to one of them after signing in would loop. */
const signInPaths = new Set(["/login", "/konekte"]);

const hasControlCharacter = (text: string): boolean =>
  Array.from(text).some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/**
 * A path on this site: one leading "/" (never "//" or "/\", which browsers read as another host),
 * no backslash and no control character. Guards against open redirects through stored paths.
 */
export const isSafeInternalPath = (path: string): boolean =>
  path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") && !hasControlCharacter(path);

const pathnameOf = (path: string): string => {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
};

/** Where to go after signing in: the saved path, or "/" when none, unsafe, or a sign-in screen. */
export const returnPathAfterLogin = (saved: string | null | undefined): string => {
  if (saved === null || saved === undefined || !isSafeInternalPath(saved)) return "/";
  return signInPaths.has(pathnameOf(saved).toLowerCase()) ? "/" : saved;
};

/**
 * A path of this site as a Location header may carry it: every character outside printable ASCII
 * (letters with accents, emoji, controls) percent-encoded as UTF-8. An HTTP header holds bytes, and
 * Node refuses to send other characters at all. A "%" already there is left alone: a path the page
 * sent is often encoded already ("/forums/%C3%A9"), and encoding it again would change it.
 */
export const pathForLocation = (path: string): string => path.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
