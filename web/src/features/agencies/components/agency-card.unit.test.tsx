// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInLanguage } from "../../../testing/render-in-language";
import type { Agency } from "../api/list-agencies";
import { sampleAgencies } from "../testing/agencies";
import { AgencyCard } from "./agency-card";

const [dgi] = sampleAgencies as [Agency];

/** Each term of the card with the value it describes. */
const facts = () =>
  Array.from(document.querySelectorAll("dt"), (term) => [term.textContent, term.nextElementSibling?.textContent] as const);

afterEach(cleanup);

describe("AgencyCard", () => {
  it("names the department in its Creole form on a Creole screen, its label set apart by a colon", async () => {
    await renderInLanguage(<AgencyCard agency={dgi} />, "ht");
    expect(facts()[0]).toEqual(["Depatman:", "Lwès"]);
    expect(facts().every(([term]) => term?.endsWith(":"))).toBe(true);
  });

  it.each([
    ["fr", "Département\u00a0:"],
    ["en", "Department:"],
    ["es", "Departamento:"],
    ["pt", "Departamento:"],
  ] as const)("names the department by its official name in %s", async (language, term) => {
    await renderInLanguage(<AgencyCard agency={dgi} />, language);
    expect(facts()[0]).toEqual([term, "Ouest"]);
    expect(screen.queryByText("Lwès")).toBeNull();
  });
});
