import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registrationRequestFromDraft } from "../rules/registration-request";
import { emptyRegistrationDraft, type RegistrationDraft } from "../rules/registration-steps";
import { makeRegistrationDraftSchema, makeRegistrationRequestSchema, registrationRequestSchema } from "./registration";

const today = new Date("2025-06-15T16:00:00Z");
const schema = makeRegistrationRequestSchema(today);

const body = {
  fullName: "Marie Joseph",
  email: "marie.joseph@example.ht",
  phoneNumber: "+50937123456",
  birthday: "1995-04-12",
  profilePhoto: "data:image/png;base64,iVBORw0KGgo=",
  skills: ["technology.programming", "languages.translation"],
  primaryService: "sante",
  password: "sekre123",
  confirmPassword: "sekre123",
};

/** field path -> message key, as the API reports them. */
const problems = (result: { success: boolean; error?: z.ZodError }): Record<string, string> =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("registration request", () => {
  it("accepts a complete body", () => {
    expect(schema.parse(body)).toEqual(body);
    expect(registrationRequestSchema.parse(body)).toEqual(body);
  });

  it("normalizes what people type: spaces in the name, phone and e-mail", () => {
    const parsed = schema.parse({
      ...body,
      fullName: "  Marie   Ange  Joseph ",
      phoneNumber: "+509 3712 3456",
      email: " marie.joseph@example.ht ",
    });
    expect(parsed.fullName).toBe("Marie Ange Joseph");
    expect(parsed.phoneNumber).toBe("+50937123456");
    expect(parsed.email).toBe("marie.joseph@example.ht");
  });

  it("lets the photo out, or empty", () => {
    const { profilePhoto: _photo, ...withoutPhoto } = body;
    expect(schema.safeParse(withoutPhoto).success).toBe(true);
    expect(schema.safeParse({ ...body, profilePhoto: "" }).success).toBe(true);
  });

  it("reports each bad field with its catalog key", () => {
    const result = schema.safeParse({
      fullName: "Marie",
      email: "marie@",
      phoneNumber: "0937",
      birthday: "2030-01-01",
      profilePhoto: "data:image/webp;base64,UklGRg==",
      skills: [],
      primaryService: "",
      password: "123",
      confirmPassword: "124",
    });
    expect(problems(result)).toEqual({
      fullName: "validation.fullName.parts",
      email: "validation.email.invalid",
      phoneNumber: "validation.phone.invalid",
      birthday: "validation.birthday.future",
      profilePhoto: "validation.photo.type",
      skills: "validation.skills.required",
      primaryService: "validation.primaryService.required",
      password: "validation.password.tooShort",
      confirmPassword: "validation.password.mismatch",
    });
  });

  it("reports missing fields with the same keys as empty ones", () => {
    expect(problems(schema.safeParse({}))).toEqual({
      fullName: "validation.fullName.parts",
      email: "validation.email.invalid",
      phoneNumber: "validation.phone.invalid",
      birthday: "validation.birthday.required",
      skills: "validation.skills.required",
      primaryService: "validation.primaryService.required",
      password: "validation.password.tooShort",
      confirmPassword: "validation.password.mismatch",
    });
    expect(problems(schema.safeParse({ ...body, skills: "technology.programming", fullName: 42 }))).toEqual({
      fullName: "validation.fullName.parts",
      skills: "validation.skills.required",
    });
  });

  it("uses the given day for the age check", () => {
    const young = { ...body, birthday: "2012-12-31" };
    expect(schema.safeParse(young).success).toBe(true);
    expect(problems(makeRegistrationRequestSchema(new Date("2024-06-15T16:00:00Z")).safeParse(young))).toEqual({
      birthday: "validation.birthday.tooYoung",
    });
  });

  it("checks only the date itself without a clock", () => {
    expect(registrationRequestSchema.safeParse({ ...body, birthday: "2099-01-01" }).success).toBe(true);
    expect(problems(registrationRequestSchema.safeParse({ ...body, birthday: "12/04/1995" }))).toEqual({
      birthday: "validation.birthday.invalid",
    });
  });

  it("reports a mismatch alone when the rest is right", () => {
    expect(problems(schema.safeParse({ ...body, confirmPassword: "sekre124" }))).toEqual({
      confirmPassword: "validation.password.mismatch",
    });
  });

  it("drops fields it does not know", () => {
    const parsed = schema.parse({ ...body, role: "admin", firstName: "Marie" });
    expect(parsed).not.toHaveProperty("role");
    expect(parsed).not.toHaveProperty("firstName");
  });

  it("documents the body for the API", () => {
    const document = z.toJSONSchema(registrationRequestSchema, { io: "input" }) as {
      $defs?: Record<string, { required?: string[]; properties?: Record<string, { format?: string }> }>;
    };
    const json = document.$defs?.["RegistrationRequest"];
    expect(json?.required).toEqual([
      "fullName",
      "email",
      "phoneNumber",
      "birthday",
      "skills",
      "primaryService",
      "password",
      "confirmPassword",
    ]);
    expect(json?.properties?.["birthday"]?.format).toBe("date");
    expect(json?.properties?.["email"]?.format).toBe("email");
    expect(z.globalRegistry.get(registrationRequestSchema)?.id).toBe("RegistrationRequest");
  });
});

describe("registration draft", () => {
  const draft: RegistrationDraft = {
    firstName: "Marie",
    lastName: "Joseph",
    birthday: "1995-04-12",
    email: "marie.joseph@example.ht",
    phoneNumber: "+509 3712 3456",
    profilePhoto: "",
    skills: ["technology.programming"],
    primaryService: "sante",
    password: "sekre123",
    confirmPassword: "sekre123",
  };
  const draftSchema = makeRegistrationDraftSchema(today);

  it("accepts a complete draft", () => {
    expect(draftSchema.safeParse(draft).success).toBe(true);
  });

  it("puts a name problem on the box that holds it", () => {
    expect(problems(draftSchema.safeParse({ ...draft, firstName: "" }))).toEqual({
      firstName: "validation.fullName.parts",
    });
    expect(problems(draftSchema.safeParse({ ...draft, lastName: " " }))).toEqual({
      lastName: "validation.fullName.parts",
    });
    expect(problems(draftSchema.safeParse({ ...draft, firstName: "M" }))).toEqual({
      firstName: "validation.fullName.tooShort",
    });
    expect(problems(draftSchema.safeParse({ ...draft, lastName: "J" }))).toEqual({
      lastName: "validation.fullName.tooShort",
    });
  });

  it("reports every problem of an empty draft", () => {
    expect(problems(draftSchema.safeParse(emptyRegistrationDraft))).toEqual({
      firstName: "validation.fullName.parts",
      birthday: "validation.birthday.required",
      email: "validation.email.invalid",
      phoneNumber: "validation.phone.invalid",
      skills: "validation.skills.required",
      primaryService: "validation.primaryService.required",
      password: "validation.password.tooShort",
    });
  });

  it("becomes the request body the API accepts", () => {
    const request = registrationRequestFromDraft({ ...draft, firstName: " Marie  Ange ", lastName: "Joseph " });
    expect(request).toEqual({
      fullName: "Marie Ange Joseph",
      email: "marie.joseph@example.ht",
      phoneNumber: "+50937123456",
      birthday: "1995-04-12",
      skills: ["technology.programming"],
      primaryService: "sante",
      password: "sekre123",
      confirmPassword: "sekre123",
    });
    expect(schema.parse(request)).toEqual(request);
    const withPhoto = registrationRequestFromDraft({ ...draft, profilePhoto: body.profilePhoto });
    expect(withPhoto.profilePhoto).toBe(body.profilePhoto);
  });
});
