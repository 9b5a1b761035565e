import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fullNameMaxLength, joinFullName, nameParts, validateFullName } from "./full-name";

describe("validateFullName", () => {
  it.each(["", "   ", "Jean", "  Jean  "])("asks for first name and surname when given %j", (name) => {
    expect(validateFullName(name)).toBe("validation.fullName.parts");
  });

  it.each(["J Pierre", "Jean P", "A B", "Jean Marc P"])("says %j is too short", (name) => {
    expect(validateFullName(name)).toBe("validation.fullName.tooShort");
  });

  it.each(["Jean Pierre", "  Jean   Pierre ", "Jean M. Pierre", "Jean-Marc Étienne", "Lò Ti"])(
    "accepts %j",
    (name) => {
      expect(validateFullName(name)).toBeNull();
    },
  );

  it("counts characters, not UTF-16 units, for short parts", () => {
    expect(validateFullName("😀 Pierre")).toBe("validation.fullName.tooShort");
    expect(validateFullName("😀😀 Pierre")).toBeNull();
  });

  it("rejects names longer than the limit", () => {
    const long = `Jean ${"a".repeat(fullNameMaxLength)}`;
    expect(validateFullName(long)).toBe("validation.fullName.tooLong");
    expect(validateFullName(`Jean ${"a".repeat(fullNameMaxLength - 5)}`)).toBeNull();
  });

  it("accepts any two parts of two or more non-space characters", () => {
    const part = fc.stringMatching(/^[A-Za-zÀ-ÿ'-]{2,20}$/);
    fc.assert(
      fc.property(part, part, (first, last) => {
        expect(validateFullName(`${first} ${last}`)).toBeNull();
      }),
    );
  });
});

describe("joinFullName", () => {
  it("merges first and last name with single spaces", () => {
    expect(joinFullName("  Jean ", " Pierre  ")).toBe("Jean Pierre");
    expect(joinFullName("Jean  Marc", "Pierre")).toBe("Jean Marc Pierre");
    expect(joinFullName("", "Pierre")).toBe("Pierre");
  });

  it("keeps every part of both names", () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 3 }), fc.array(word, { maxLength: 3 }), (a, b) => {
        expect(nameParts(joinFullName(a.join("  "), b.join(" ")))).toEqual([...a, ...b]);
      }),
    );
  });
});
