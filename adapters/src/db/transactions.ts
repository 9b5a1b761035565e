import { AsyncLocalStorage } from "node:async_hooks";
import type { UnitOfWork } from "@kominote/core/ports/unit-of-work";
import { Effect, Exit } from "effect";
import type { Knex } from "knex";

/** The transaction a unit of work runs in, and what waits for its commit. */
interface Scope {
  readonly transaction: Knex.Transaction;
  readonly afterCommit: (() => void | Promise<void>)[];
  readonly onRollback: (() => Promise<void>)[];
}

/**
 * One knex transaction per unit of work, reached by every repository through the database
 * handle `scoped()` gives them: inside `run`, each query of the work goes to the unit's
 * transaction; outside, to the pool. The scope follows the work's own asynchronous calls
 * (AsyncLocalStorage), and Effect gives every fiber its own task dispatcher, so concurrent
 * requests never share a scope.
 */
export class KnexTransactions implements UnitOfWork {
  private readonly scopes = new AsyncLocalStorage<Scope>();
  /** Units of work running now; the scope storage is switched off whenever none is. */
  private running = 0;

  constructor(private readonly db: Knex) {}

  /** The database as repositories should hold it: the unit's transaction when one is running. */
  scoped(): Knex {
    const current = (): Knex => this.scopes.getStore()?.transaction ?? this.db;
    return new Proxy(this.db, {
      apply: (_target, _this, args: unknown[]) => (current() as unknown as (...values: unknown[]) => unknown)(...args),
      get: (_target, property) => {
        const target = current();
        const value: unknown = Reflect.get(target, property);
        return typeof value === "function" ? (value as (...values: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  /** Runs `effect` now, or after the running unit commits; dropped when it rolls back. */
  afterCommit(effect: () => void): void {
    const scope = this.scopes.getStore();
    if (scope === undefined) effect();
    else scope.afterCommit.push(effect);
  }

  deliverAfterCommit(message: Effect.Effect<void>): Effect.Effect<void> {
    return Effect.suspend(() => {
      const scope = this.scopes.getStore();
      if (scope === undefined) return message;
      scope.afterCommit.push(() => Effect.runPromise(message));
      return Effect.void;
    });
  }

  undoOnRollback(undo: Effect.Effect<void>): Effect.Effect<void> {
    return Effect.sync(() => {
      this.scopes.getStore()?.onRollback.push(() => Effect.runPromise(undo));
    });
  }

  run<A, E>(work: Effect.Effect<A, E>): Effect.Effect<A, E> {
    if (this.scopes.getStore() !== undefined) return work;
    return Effect.flatMap(
      Effect.promise(() => this.commitOrRollBack(work)),
      (exit) => exit,
    );
  }

  /**
   * An AsyncLocalStorage, once it has run anything, makes Node track every promise the process
   * creates until it is disabled: a cost on every request, reads included, for the few that write.
   * So it is disabled whenever no unit of work is running (no scope is then open, and `getStore()`
   * answers undefined, as it would outside any scope), and `run` enables it again for the next.
   */
  private async commitOrRollBack<A, E>(work: Effect.Effect<A, E>): Promise<Exit.Exit<A, E>> {
    this.running += 1;
    try {
      return await this.runInTransaction(work);
    } finally {
      this.running -= 1;
      if (this.running === 0) this.scopes.disable();
    }
  }

  private async runInTransaction<A, E>(work: Effect.Effect<A, E>): Promise<Exit.Exit<A, E>> {
    const afterCommit: (() => void | Promise<void>)[] = [];
    const onRollback: (() => Promise<void>)[] = [];
    let outcome: Exit.Exit<A, E> | undefined;
    try {
      await this.db.transaction(async (transaction) => {
        outcome = await this.scopes.run({ transaction, afterCommit, onRollback }, () => Effect.runPromiseExit(work));
        // Throwing is how knex rolls back; the outcome itself is kept for the caller.
        if (Exit.isFailure(outcome)) throw rolledBack;
      });
    } catch (error) {
      if (error !== rolledBack) {
        await undoAll(onRollback);
        throw error;
      }
    }
    if (outcome === undefined) throw new Error("a unit of work ended without an outcome");
    if (Exit.isFailure(outcome)) await undoAll(onRollback);
    // In order, each awaited: the caller answers once its messages are handed over.
    if (Exit.isSuccess(outcome)) for (const publish of afterCommit) await publish();
    return outcome;
  }
}

/**
 * Runs every undo, each whatever the others did. One that fails leaves a file nothing names (its
 * name is random and was never committed anywhere): harmless, and the caller must see the failure
 * that rolled the unit back, not this one.
 */
const undoAll = async (undos: readonly (() => Promise<void>)[]): Promise<void> => {
  await Promise.allSettled(undos.map((undo) => undo()));
};

const rolledBack = new Error("the unit of work failed; its writes were rolled back");
