import { describe, expect, it } from "vitest";
import {
  emptyRegistrationDraft,
  firstInvalidRegistrationStep,
  registrationProgressPercent,
  registrationSteps,
  validateRegistrationStep,
  type RegistrationDraft,
} from "./registration-steps";

const today = new Date("2025-06-15T16:00:00Z");

const complete: RegistrationDraft = {
  firstName: "Marie",
  lastName: "Joseph",
  birthday: "1995-04-12",
  email: "marie.joseph@example.ht",
  phoneNumber: "+509 3712 3456",
  profilePhoto: "data:image/png;base64,iVBORw0KGgo=",
  skills: ["technology.programming"],
  primaryService: "sante",
  password: "sekre123",
  confirmPassword: "sekre123",
};

describe("validateRegistrationStep", () => {
  it("has nine steps in the wizard's order", () => {
    expect(registrationSteps).toEqual([
      "fullName",
      "birthday",
      "email",
      "phoneNumber",
      "profilePhoto",
      "skills",
      "primaryService",
      "password",
      "confirmPassword",
    ]);
  });

  it("passes every step of a complete draft", () => {
    registrationSteps.forEach((_, index) => {
      expect(validateRegistrationStep(index, complete, today)).toBeNull();
    });
  });

  it("names the problem of each empty step", () => {
    const messages = registrationSteps.map((_, index) =>
      validateRegistrationStep(index, emptyRegistrationDraft, today),
    );
    expect(messages).toEqual([
      "validation.fullName.parts",
      "validation.birthday.required",
      "validation.email.invalid",
      "validation.phone.invalid",
      null,
      "validation.skills.required",
      "validation.primaryService.required",
      "validation.password.tooShort",
      null,
    ]);
  });

  it("validates first and last name together as one full name", () => {
    const step = (firstName: string, lastName: string) =>
      validateRegistrationStep(0, { ...complete, firstName, lastName }, today);
    expect(step("Marie", "")).toBe("validation.fullName.parts");
    expect(step("M", "Joseph")).toBe("validation.fullName.tooShort");
    expect(step("Marie Ange", "J")).toBe("validation.fullName.tooShort");
    expect(step(" Marie ", " Joseph ")).toBeNull();
  });

  it("checks age against the given day", () => {
    const draft = { ...complete, birthday: "2012-12-31" };
    expect(validateRegistrationStep(1, draft, today)).toBeNull();
    expect(validateRegistrationStep(1, draft, new Date("2024-06-15T16:00:00Z"))).toBe(
      "validation.birthday.tooYoung",
    );
  });

  it("checks the photo only when one was chosen", () => {
    expect(validateRegistrationStep(4, { ...complete, profilePhoto: "" }, today)).toBeNull();
    expect(validateRegistrationStep(4, { ...complete, profilePhoto: "data:text/plain;base64,aGk=" }, today)).toBe(
      "validation.photo.load",
    );
  });

  it("compares the confirmation with the password", () => {
    expect(validateRegistrationStep(8, { ...complete, confirmPassword: "sekre124" }, today)).toBe(
      "validation.password.mismatch",
    );
  });

  it("refuses a step index outside the wizard", () => {
    expect(() => validateRegistrationStep(9, complete, today)).toThrow(RangeError);
    expect(() => validateRegistrationStep(-1, complete, today)).toThrow(RangeError);
  });
});

describe("firstInvalidRegistrationStep", () => {
  it("finds the earliest failing step", () => {
    expect(firstInvalidRegistrationStep(complete, today)).toBeNull();
    expect(firstInvalidRegistrationStep({ ...complete, email: "x", password: "1" }, today)).toEqual({
      stepIndex: 2,
      messageKey: "validation.email.invalid",
    });
  });
});

describe("registrationProgressPercent", () => {
  it("fills one ninth per step and stays within 0-100", () => {
    expect(registrationProgressPercent(0)).toBeCloseTo(100 / 9);
    expect(registrationProgressPercent(8)).toBe(100);
    expect(registrationProgressPercent(20)).toBe(100);
    expect(registrationProgressPercent(-3)).toBeCloseTo(100 / 9);
  });
});
