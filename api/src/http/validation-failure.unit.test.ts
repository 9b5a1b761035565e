import type { FastifySchemaValidationError } from "fastify";
import { describe, expect, it } from "vitest";
import { validationFailure } from "./validation-failure";

const issue = (instancePath: string, keyword: string, message: string): FastifySchemaValidationError =>
  ({ instancePath, keyword, message, schemaPath: "", params: {} }) as FastifySchemaValidationError;

describe("validationFailure", () => {
  it("names each field with its catalog key, a 'required' or a generic 'invalid'", () => {
    const failure = validationFailure(
      [
        issue("/email", "custom", "validation.email.invalid"),
        issue("/email", "too_small", "Too small"),
        issue("/fullName", "invalid_type", "Invalid input: expected string, received undefined"),
        issue("/skills/0", "invalid_value", "Invalid option"),
      ],
      "body",
      { email: "x", skills: ["juggling"] },
    );
    expect(failure).toEqual({
      code: "REQUEST.INVALID",
      messageKey: "errors.request.invalid",
      fields: {
        email: "validation.email.invalid",
        fullName: "errors.field.required",
        "skills.0": "errors.field.invalid",
      },
    });
  });

  it("names the whole part when the issue has no path", () => {
    expect(validationFailure([issue("/", "invalid_type", "x")], "body", undefined).fields).toEqual({
      body: "errors.field.required",
    });
    expect(validationFailure([issue("", "invalid_type", "x")], "querystring", "x").fields).toEqual({
      query: "errors.field.invalid",
    });
  });
});
