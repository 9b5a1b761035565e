import { describe, expect, it } from "vitest";
import type { KnowledgeEntry } from "./knowledge";
import { buildKnowledgeIndex, retrieve } from "./retrieve";

const entry = (id: string, title: string, body: string): KnowledgeEntry => ({ id, href: `/${id}`, text: { ht: { title, body } } });

const knowledge = buildKnowledgeIndex([
  entry("oni", "Office National d'Identification (ONI)", "Biwo ki bay kat idantifikasyon nasyonal (CIN)."),
  entry("die", "Direction de l'Immigration et de l'Émigration (DIE)", "Administrasyon ki bay paspò ayisyen."),
  entry("school", "Make yon lekòl", "Anrejistre yon lekòl nan zòn ou."),
  entry("water", "Siyale yon pan", "Siyale yon ponp dlo ki kraze oswa yon tiyo ki koule."),
]);

describe("retrieve", () => {
  it("finds the passage a French question asks for in Creole content", () => {
    const found = retrieve(knowledge, "Comment obtenir une carte d'identité nationale ?");
    expect(found.entries[0]?.id).toBe("oni");
  });

  it("finds it through the English words and the synonym table", () => {
    expect(retrieve(knowledge, "Where do I get a passport?").entries[0]?.id).toBe("die");
  });

  it("answers nothing when the question shares no meaningful word with the content", () => {
    const found = retrieve(knowledge, "Who won the 1998 World Cup?");
    expect(found.entries).toEqual([]);
  });

  it("answers nothing when only a minor part of the question is found", () => {
    expect(retrieve(knowledge, "Ki lekòl foutbòl ki pi bon pou timoun jwe baskètbòl?").entries).toEqual([]);
  });

  it("answers nothing to a question of stop words only", () => {
    expect(retrieve(knowledge, "Kisa?").entries).toEqual([]);
  });
});
