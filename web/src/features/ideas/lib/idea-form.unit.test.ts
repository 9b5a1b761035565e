import { describe, expect, it } from "vitest";
import { checkIdeaForm, serverIdeaProblems } from "./idea-form";

describe("checkIdeaForm", () => {
  it("sends the trimmed idea for the chosen service", () => {
    expect(checkIdeaForm({ serviceId: "3", content: "  Plis lanp nan lari a  " }, null)).toEqual({
      ok: true,
      request: { serviceId: 3, content: "Plis lanp nan lari a" },
    });
  });

  it("asks for every field on /ideas: 'Enfòmasyon ki manke'", () => {
    expect(checkIdeaForm({ serviceId: "", content: "   " }, null)).toEqual({
      ok: false,
      title: "ideas.form.missing.title",
      text: "ideas.form.missing.text",
      problems: { serviceId: "validation.idea.serviceRequired", content: "validation.idea.empty" },
    });
    const noService = checkIdeaForm({ serviceId: "", content: "Yon ide" }, null);
    expect(noService.ok ? null : noService.problems).toEqual({ serviceId: "validation.idea.serviceRequired" });
  });

  it("uses the page's service and only asks for the text there: 'Ide a vid'", () => {
    expect(checkIdeaForm({ serviceId: "", content: "Yon ide" }, 5)).toEqual({
      ok: true,
      request: { serviceId: 5, content: "Yon ide" },
    });
    expect(checkIdeaForm({ serviceId: "", content: " \n " }, 5)).toEqual({
      ok: false,
      title: "ideas.form.empty.title",
      text: "validation.idea.empty",
      problems: { content: "validation.idea.empty" },
    });
  });
});

describe("serverIdeaProblems", () => {
  it("keeps the server's messages for the form's fields only", () => {
    expect(serverIdeaProblems({ content: "Twò long", userId: "?" })).toEqual({ content: "Twò long" });
    expect(serverIdeaProblems(undefined)).toEqual({});
  });
});
