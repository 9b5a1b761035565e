/** Joins class names, skipping the empty ones. */
export const classNames = (...names: ReadonlyArray<string | false | null | undefined>): string =>
  names.filter(Boolean).join(" ");
