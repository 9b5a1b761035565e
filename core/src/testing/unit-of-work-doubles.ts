import { Effect, Exit } from "effect";
import type { UnitOfWork } from "../ports/unit-of-work";

/**
 * Runs the work as it is and notes how each unit ended: a unit test's view of commit and rollback.
 * Messages wait for the outermost unit's commit and are dropped on rollback, as with the database;
 * undos run on rollback only.
 */
export class RecordingUnitOfWork implements UnitOfWork {
  readonly outcomes: ("committed" | "rolledBack")[] = [];
  private depth = 0;
  private waiting: Effect.Effect<void>[] = [];
  private undos: Effect.Effect<void>[] = [];

  run<A, E>(work: Effect.Effect<A, E>): Effect.Effect<A, E> {
    return Effect.suspend(() => {
      this.depth += 1;
      return work.pipe(
        Effect.onExit((exit) =>
          Effect.suspend(() => {
            this.depth -= 1;
            if (this.depth > 0) return Effect.void;
            this.outcomes.push(Exit.isSuccess(exit) ? "committed" : "rolledBack");
            const messages = this.waiting;
            const undos = this.undos;
            this.waiting = [];
            this.undos = [];
            return Effect.forEach(Exit.isSuccess(exit) ? messages : undos, (effect) => effect, { discard: true });
          }),
        ),
      );
    });
  }

  undoOnRollback(undo: Effect.Effect<void>): Effect.Effect<void> {
    return Effect.sync(() => {
      if (this.depth > 0) this.undos.push(undo);
    });
  }

  deliverAfterCommit(message: Effect.Effect<void>): Effect.Effect<void> {
    return Effect.suspend(() => {
      if (this.depth === 0) return message;
      this.waiting.push(message);
      return Effect.void;
    });
  }
}
