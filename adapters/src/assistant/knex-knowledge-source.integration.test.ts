import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBaseData } from "../db/seed";
import { testDatabaseTargets, type TestDatabase } from "../db/test-database";
import { namedKnexMembers } from "../services/knex-fixtures";
import { KnexKnowledgeSource } from "./knex-knowledge-source";

describe.each(testDatabaseTargets())("KnexKnowledgeSource on $name", (target) => {
  let database: TestDatabase;
  let newMember: () => Promise<{ id: number }>;

  beforeAll(async () => {
    database = await target.open();
    await seedBaseData(database.db);
    newMember = namedKnexMembers(database.db);
  });
  afterAll(() => database.close());

  it("reads the seeded services and tasks in every language, linked to their pages", async () => {
    const entries = await new KnexKnowledgeSource(database.db).entries();
    const health = entries.find((entry) => entry.href === "/services/sante");
    expect(health?.text.fr?.title).toBe("Santé");
    expect(health?.text.ht.title).toBe("Sante");
    const [firstTask] = await database.db("tasks as k").join("services as s", "s.id", "k.service_id").where({ "s.slug": "sante", "k.position": 1 }).select("k.id");
    const task = entries.find((entry) => entry.href === `/tasks/${String(firstTask?.id)}`);
    expect(task?.text.en?.title).toBe("Health: Map a health centre");
    expect(task?.text.ht.title).toBe("Sante: Make yon sant sante");
  });

  it("reads approved agencies only, found on the directory by their acronym", async () => {
    const member = await newMember();
    await database.db("government_agencies").insert([
      { name: "Biwo ki poko verifye", type: "other", description: "Yon ajans ki ap tann.", address: "Jacmel", services: "[]", department: "Sud-Est", status: "pending", submitted_by: member.id, phone: "" },
    ]);
    const entries = await new KnexKnowledgeSource(database.db).entries();
    const oni = entries.find((entry) => entry.href === "/government-agencies?q=ONI");
    expect(oni?.text.ht.title).toBe("Office National d'Identification (ONI)");
    expect(oni?.text.ht.body).toContain("Kat idantifikasyon nasyonal");
    expect(entries.some((entry) => entry.text.ht.title === "Biwo ki poko verifye")).toBe(false);
  });

  it("reads approved places and leaves pending ones out", async () => {
    const member = await newMember();
    const place = { author_id: member.id, description: "Yon pak piblik.", latitude: 18.54, longitude: -72.34, region: "west" };
    await database.db("places").insert([
      { ...place, name: "Pak Kanapevè", name_key: "pak kanapeve", status: "approved" },
      { ...place, name: "Pak ki poko verifye", name_key: "pak ki poko verifye", status: "pending" },
    ]);
    const titles = (await new KnexKnowledgeSource(database.db).entries()).map((entry) => entry.text.ht.title);
    expect(titles).toContain("Pak Kanapevè");
    expect(titles).not.toContain("Pak ki poko verifye");
  });
});
