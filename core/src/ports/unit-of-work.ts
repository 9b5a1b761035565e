import { Effect } from "effect";

/**
 * A use case's writes as one unit (DECISIONS 11): `run` commits every write `work` makes through
 * the ports together, or none of them when it fails (a domain error or a fault). What the work
 * publishes to members' live streams leaves only after the commit, so nobody is told of a write
 * that was undone. Runs inside an outer unit join it.
 */
export interface UnitOfWork {
  run<A, E>(work: Effect.Effect<A, E>): Effect.Effect<A, E>;
  /**
   * Sends a message (an e-mail, a text) once the running unit has committed, and never if it
   * rolls back: nobody receives a link or a notice for a write that was undone, and a slow mail
   * server never holds a transaction open. The unit's caller waits for it; outside a unit it runs
   * at once. It reports its own failures: the writes are already kept.
   */
  deliverAfterCommit(message: Effect.Effect<void>): Effect.Effect<void>;
  /**
   * Undoes, if the running unit rolls back, what the work did outside the database (a file it
   * stored before the row naming it): the file goes with the row. Outside a unit it does nothing.
   */
  undoOnRollback(undo: Effect.Effect<void>): Effect.Effect<void>;
}

/** For in-memory doubles, whose writes cannot half-fail: runs the work and the messages as they come. */
export const immediateUnitOfWork: UnitOfWork = {
  run: (work) => work,
  deliverAfterCommit: (message) => message,
  undoOnRollback: () => Effect.void,
};
