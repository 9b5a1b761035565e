import { Effect, Exit } from "effect";
import type { UnitOfWork } from "../ports/unit-of-work";

/** Runs the work as it is and notes how each unit ended: a unit test's view of commit and rollback. */
export class RecordingUnitOfWork implements UnitOfWork {
  readonly outcomes: ("committed" | "rolledBack")[] = [];

  run<A, E>(work: Effect.Effect<A, E>): Effect.Effect<A, E> {
    return work.pipe(Effect.onExit((exit) => Effect.sync(() => this.outcomes.push(Exit.isSuccess(exit) ? "committed" : "rolledBack"))));
  }
}
