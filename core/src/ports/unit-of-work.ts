import type { Effect } from "effect";

/**
 * A use case's writes as one unit (DECISIONS 11): `run` commits every write `work` makes through
 * the ports together, or none of them when it fails (a domain error or a fault). What the work
 * publishes to members' live streams leaves only after the commit, so nobody is told of a write
 * that was undone. Runs inside an outer unit join it.
 */
export interface UnitOfWork {
  run<A, E>(work: Effect.Effect<A, E>): Effect.Effect<A, E>;
}

/** For in-memory doubles, whose writes cannot half-fail: runs the work as it is. */
export const immediateUnitOfWork: UnitOfWork = { run: (work) => work };
