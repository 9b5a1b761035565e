import type { RecentPointEvent } from "@kominote/core/schemas/points";
import { describe, expect, it } from "vitest";
import { nextPointToast } from "./point-toasts";

const award = (id: number, points = 10): RecentPointEvent => ({
  id,
  points,
  description: `Aksyon ${id}`,
  createdAt: "2026-06-11T12:00:00.000Z",
});

describe("nextPointToast", () => {
  it("announces nothing for the first list of the page", () => {
    const step = nextPointToast(null, [award(2), award(1)]);
    expect(step.toast).toBeNull();
    expect([...step.seen].sort()).toEqual([1, 2]);
  });

  it("announces a new award once", () => {
    const first = nextPointToast(null, [award(1)]);
    const second = nextPointToast(first.seen, [award(2, 20), award(1)]);
    expect(second.toast).toEqual(award(2, 20));
    expect(nextPointToast(second.seen, [award(2, 20), award(1)]).toast).toBeNull();
  });

  it("announces only the newest of several new awards", () => {
    const first = nextPointToast(null, []);
    expect(nextPointToast(first.seen, [award(5), award(4), award(3)]).toast?.id).toBe(5);
  });

  it("does not announce a correction that takes points away", () => {
    const first = nextPointToast(null, [award(1)]);
    expect(nextPointToast(first.seen, [award(2, -10), award(1)]).toast).toBeNull();
  });

  it("announces nothing when the list comes again in another language (same awards)", () => {
    const first = nextPointToast(null, [award(1)]);
    expect(nextPointToast(first.seen, [{ ...award(1), description: "Contribution envoyée" }]).toast).toBeNull();
  });
});
