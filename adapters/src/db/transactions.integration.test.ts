import { Effect, Exit } from "effect";
import type { Knex } from "knex";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseTargets, type TestDatabase } from "./test-database";
import { KnexTransactions } from "./transactions";

describe.each(testDatabaseTargets())("KnexTransactions on $name", (target) => {
  let database: TestDatabase;
  let transactions: KnexTransactions;
  let db: Knex;

  beforeAll(async () => {
    database = await target.open({ migrate: false });
    await database.db.raw("create table unit_rows (id serial primary key, label text not null)");
    transactions = new KnexTransactions(database.db);
    db = transactions.scoped();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db("unit_rows").delete();
  });

  const insert = (label: string) => Effect.promise(() => db("unit_rows").insert({ label }));
  const labels = async () => ((await database.db("unit_rows").orderBy("id").select("label")) as { label: string }[]).map((row) => row.label);

  it("commits every write of the work together, and publishes what waited for the commit", async () => {
    const published: string[] = [];
    const exit = await Effect.runPromiseExit(
      transactions.run(
        Effect.gen(function* () {
          yield* insert("first");
          transactions.afterCommit(() => published.push("told"));
          expect(published).toEqual([]);
          yield* insert("second");
          return "done";
        }),
      ),
    );
    expect(exit).toEqual(Exit.succeed("done"));
    expect(await labels()).toEqual(["first", "second"]);
    expect(published).toEqual(["told"]);
  });

  it("keeps nothing and tells nobody when the work fails after its first write, with a domain error or a fault", async () => {
    const published: string[] = [];
    const failing = [
      Effect.fail("refused" as const),
      Effect.promise(() => db("no_such_table").insert({ label: "x" })),
    ];
    for (const failure of failing) {
      const exit = await Effect.runPromiseExit(
        transactions.run(
          Effect.gen(function* () {
            yield* insert("first");
            transactions.afterCommit(() => published.push("told"));
            yield* failure;
          }),
        ),
      );
      expect(Exit.isFailure(exit)).toBe(true);
    }
    expect(await labels()).toEqual([]);
    expect(published).toEqual([]);
  });

  it("keeps the expected failure of the work for its caller", async () => {
    const exit = await Effect.runPromiseExit(transactions.run(Effect.fail("refused" as const)));
    expect(exit).toEqual(Exit.fail("refused"));
  });

  it("joins an outer unit, and keeps concurrent units apart", async () => {
    const nested = transactions.run(Effect.gen(function* () {
      yield* insert("outer");
      yield* transactions.run(insert("inner"));
      return yield* Effect.fail("undo all" as const);
    }));
    const kept = transactions.run(Effect.gen(function* () {
      yield* insert("kept");
      yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 5)));
      yield* insert("kept too");
    }));
    await Promise.all([Effect.runPromiseExit(nested), Effect.runPromiseExit(kept)]);
    expect((await labels()).sort()).toEqual(["kept", "kept too"]);
  });

  // PGlite has one connection: there, two units never overlap, one waits for the other's end.
  it.skipIf(target.name === "pglite")("keeps a running unit's transaction when another unit ends first", async () => {
    let endFirst = () => {};
    const firstEnded = new Promise<void>((resolve) => (endFirst = resolve));
    const long = Effect.runPromiseExit(transactions.run(Effect.gen(function* () {
      yield* insert("long, before");
      yield* Effect.promise(() => firstEnded);
      // The storage of scopes is switched off when no unit runs: this one still does.
      yield* insert("long, after the other ended");
      return yield* Effect.fail("undo all" as const);
    })));
    expect(Exit.isSuccess(await Effect.runPromiseExit(transactions.run(insert("short"))))).toBe(true);
    endFirst();
    expect(Exit.isFailure(await long)).toBe(true);
    expect(await labels()).toEqual(["short"]);
  });

  it("opens units again once every unit has ended", async () => {
    const published: string[] = [];
    for (const label of ["first", "second"]) {
      await Effect.runPromise(transactions.run(Effect.gen(function* () {
        yield* insert(label);
        transactions.afterCommit(() => published.push(label));
        expect(published).not.toContain(label);
      })));
    }
    const exit = await Effect.runPromiseExit(transactions.run(Effect.gen(function* () {
      yield* insert("undone");
      return yield* Effect.fail("refused" as const);
    })));
    expect(Exit.isFailure(exit)).toBe(true);
    expect(published).toEqual(["first", "second"]);
    expect(await labels()).toEqual(["first", "second"]);
  });

  it("sends queries outside a unit to the pool at once", async () => {
    await db("unit_rows").insert({ label: "alone" });
    const published: string[] = [];
    transactions.afterCommit(() => published.push("now"));
    expect(await labels()).toEqual(["alone"]);
    expect(published).toEqual(["now"]);
  });

  it("delivers a message after the commit, waited for by the caller, and never after a rollback", async () => {
    const delivered: string[] = [];
    // The message itself writes (the outbox): it must see the committed row, outside the unit.
    const message = (label: string) =>
      Effect.promise(async () => {
        const seen = await labels();
        delivered.push(`${label}: ${seen.join(",")}`);
      });
    await Effect.runPromise(
      transactions.run(
        Effect.gen(function* () {
          yield* insert("kept");
          yield* transactions.deliverAfterCommit(message("sent"));
          expect(delivered).toEqual([]);
        }),
      ),
    );
    expect(delivered).toEqual(["sent: kept"]);
    const exit = await Effect.runPromiseExit(
      transactions.run(
        Effect.gen(function* () {
          yield* transactions.deliverAfterCommit(message("undone"));
          return yield* Effect.fail("refused" as const);
        }),
      ),
    );
    expect(Exit.isFailure(exit)).toBe(true);
    await Effect.runPromise(transactions.deliverAfterCommit(message("alone")));
    expect(delivered).toEqual(["sent: kept", "alone: kept"]);
  });

  it("undoes what lies outside the database when the unit rolls back, and only then", async () => {
    const undone: string[] = [];
    const undo = (label: string) => Effect.sync(() => void undone.push(label));
    await Effect.runPromise(transactions.run(Effect.gen(function* () {
      yield* insert("kept");
      yield* transactions.undoOnRollback(undo("kept file"));
    })));
    const exit = await Effect.runPromiseExit(transactions.run(Effect.gen(function* () {
      yield* insert("undone");
      yield* transactions.undoOnRollback(undo("undone file"));
      yield* Effect.promise(() => db("no_such_table").insert({ label: "x" }));
    })));
    expect(Exit.isFailure(exit)).toBe(true);
    expect(undone).toEqual(["undone file"]);
    expect(await labels()).toEqual(["kept"]);
  });
});
