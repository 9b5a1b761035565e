import type { Clock } from "@kominote/core/ports/clock";

/** The machine's clock; rules receive it through the Clock port so tests can fix the time. */
export const systemClock: Clock = { now: () => new Date() };
