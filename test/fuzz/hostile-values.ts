import fc from "fast-check";

/** Strings a form never sends but a client can: ill-formed Unicode, NUL, controls, huge, tricky text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfffy",
    "\udc00\ud800",
    "\u202e\u200b\ufeff",
    "\u{1F4A9}\u{1F1ED}\u{1F1F9}",
    "Ayiti ̈́̈́̈́̈́̈́̈́",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "../../../etc/passwd",
    "%00%ff",
    "null",
    "true",
    "-1",
    "1e400",
    "NaN",
    "__proto__",
    "\r\n\t",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  // Just past the common field bounds (120, 200, 2000, 5000 characters) and far beyond them.
  fc.constantFrom(121, 201, 256, 2001, 5001, 70_000).map((length) => "é".repeat(length)),
);

/** Numbers at and past every bound a column or a JavaScript number has. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1.5, -0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Arrays or objects nested far deeper than any request schema goes. */
export const deeplyNested: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 20, max: 3000 }), fc.boolean())
  .map(([depth, asObject]) => {
    let value: unknown = "x";
    for (let level = 0; level < depth; level += 1) value = asObject ? { a: value } : [value];
    return value;
  });

/** Any JSON value of the wrong kind for a field: a different type, a bound, a deep nest. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { "": "" }), weight: 2 },
  { arbitrary: deeplyNested, weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
);

/** Names of fields no schema has, the prototype's among them. */
export const extraFieldName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "id", "role", "userId", "points", "isAdmin", ""),
  fc.string({ unit: "binary", maxLength: 12 }),
);
