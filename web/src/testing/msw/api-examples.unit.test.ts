import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { apiExamplesText, collectApiExamples } from "./api-examples";

const committed = fileURLToPath(new URL("../../../../openapi/examples.json", import.meta.url));

describe("the API reference's examples", () => {
  it("are what the mocks answer today (run `npm run openapi:examples` after changing a fixture)", async () => {
    expect(await readFile(committed, "utf8")).toBe(await apiExamplesText());
  });

  it("show a request and a Creole answer for the calls a third party starts with", async () => {
    const examples = await collectApiExamples();
    expect(examples.listPublicServices?.request).toEqual({ method: "GET", url: "/api/public-services" });
    expect(examples.listPublicServices?.response.status).toBe(200);
    expect(JSON.stringify(examples.listPublicServices?.response.body)).toContain("Sante");
    expect(examples.createIdea?.request.body).toBeDefined();
  });
});
