/** A translation of a source namespace: exactly the same keys, each a string. */
export type Catalog<Source> = { readonly [Key in keyof Source]: string };
