import { describe, expect, it } from "vitest";
import { schoolForm, schoolRequest } from "../testing/agencies";
import { checkAgencyForm, emptyAgencyForm, parseServices, type AgencyFormValues } from "./agency-form";

const filled: AgencyFormValues = { ...emptyAgencyForm, ...schoolForm, name: `  ${schoolForm.name} `, website: " " };

describe("parseServices", () => {
  it("splits on commas, trims each service and drops the empty ones", () => {
    expect(parseServices(" Enskripsyon, ,Bousdetid ,, ")).toEqual(["Enskripsyon", "Bousdetid"]);
    expect(parseServices("")).toEqual([]);
    expect(parseServices(" , ,")).toEqual([]);
    expect(parseServices("CIN")).toEqual(["CIN"]);
  });
});

describe("checkAgencyForm (SPEC 5)", () => {
  it("sends a complete form, trimmed, the phone in E.164, optional fields as null", () => {
    const check = checkAgencyForm(filled);
    expect(check).toEqual({ ok: true, request: schoolRequest });
  });

  it("requires name, type, department, description, phone, address and services", () => {
    const check = checkAgencyForm(emptyAgencyForm);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems).toEqual({
      name: "errors.field.required",
      type: "errors.field.required",
      department: "errors.field.required",
      description: "errors.field.required",
      phone: "errors.field.required",
      address: "errors.field.required",
      services: "errors.field.required",
    });
  });

  it("counts services of commas and spaces only as none", () => {
    const check = checkAgencyForm({ ...filled, services: " , , " });
    expect(check.ok ? null : check.problems).toEqual({ services: "errors.field.required" });
  });

  it("refuses an e-mail, a website or a phone that is not one", () => {
    const check = checkAgencyForm({ ...filled, email: "lekol@", website: "javascript:alert(1)", phone: "12" });
    expect(check.ok ? null : check.problems).toEqual({
      email: "validation.email.invalid",
      website: "validation.url.invalid",
      phone: "validation.phone.invalid",
    });
  });

  it("takes an http(s) website and an e-mail", () => {
    const check = checkAgencyForm({ ...filled, email: "lekol@example.ht", website: "https://lekol.example.ht" });
    expect(check.ok && [check.request.email, check.request.website]).toEqual(["lekol@example.ht", "https://lekol.example.ht"]);
  });
});
