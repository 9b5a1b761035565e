/**
 * What the mocks take for "now" when they make something (a new idea's time): the real clock in
 * stories and tests, so a new item reads "just now"; a fixed instant when the API reference's
 * examples are written, so the committed file does not change from one run to the next.
 */
export const mockClock = { now: (): Date => new Date() };
