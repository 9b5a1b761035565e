import { createForumPostRequestSchema, createForumRequestSchema } from "@kominote/core/schemas/forums";
import { describe, expect, it } from "vitest";
import { checkForm } from "./check-form";

describe("checkForm", () => {
  it("refuses a blank forum title with 'Tit la obligatwa.' (validation.forum.titleRequired)", () => {
    expect(checkForm(createForumRequestSchema, { title: "   ", description: null })).toEqual({
      ok: false,
      problems: { title: "validation.forum.titleRequired" },
    });
  });

  it("accepts a title without description, trimmed as the server keeps it", () => {
    expect(checkForm(createForumRequestSchema, { title: "  Dlo nan katye a ", description: null })).toEqual({
      ok: true,
      request: { title: "Dlo nan katye a", description: null },
    });
  });

  it("refuses an empty post with 'Kontni an obligatwa.' (validation.post.contentRequired)", () => {
    expect(checkForm(createForumPostRequestSchema, { content: "\n " })).toEqual({
      ok: false,
      problems: { content: "validation.post.contentRequired" },
    });
  });

  it("names a problem without a catalog text 'invalid'", () => {
    expect(checkForm(createForumRequestSchema, { title: "x".repeat(151), description: null })).toEqual({
      ok: false,
      problems: { title: "errors.field.invalid" },
    });
  });
});
