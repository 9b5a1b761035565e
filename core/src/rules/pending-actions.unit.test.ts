import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  pendingActionKey,
  pendingActionReturnPath,
  readPendingAction,
  serializePendingAction,
  type PendingAction,
} from "./pending-actions";

const examples: readonly [PendingAction, string][] = [
  [{ type: "voteOnIdea", ideaId: 12 }, "/ideas"],
  [{ type: "createIdea", serviceId: 3, content: "Mete plis limyè nan lari a", returnPath: "/services/energi" }, "/services/energi"],
  [{ type: "createIdea", content: "", returnPath: "/ideas" }, "/ideas"],
  [{ type: "joinService", serviceId: 4, returnPath: "/choose-service" }, "/choose-service"],
  [{ type: "joinService", serviceId: 4 }, "/"],
  [{ type: "addLocation" }, "/map"],
  [{ type: "accessTool", toolId: "idea-voting", returnPath: "/tools" }, "/tools"],
];

describe("pending actions", () => {
  it("are stored under one key", () => {
    expect(pendingActionKey).toBe("pendingAction");
  });

  it.each(examples)("returns %j to %s", (action, path) => {
    expect(pendingActionReturnPath(action)).toBe(path);
  });

  it.each(examples)("round-trips %j through storage", (action) => {
    expect(readPendingAction(serializePendingAction(action))).toEqual(action);
  });

  it("reads nothing from missing, broken or foreign data", () => {
    for (const stored of [null, undefined, "", "{", "null", "42", '"voteOnIdea"', "[]", '{"type":"deleteAccount"}']) {
      expect(readPendingAction(stored)).toBeNull();
    }
  });

  it("refuses actions with missing or wrong fields", () => {
    for (const stored of [
      { type: "voteOnIdea" },
      { type: "voteOnIdea", ideaId: "12" },
      { type: "voteOnIdea", ideaId: -1 },
      { type: "joinService" },
      { type: "accessTool", toolId: "", returnPath: "/tools" },
      { type: "createIdea", content: "x", returnPath: "//evil.com" },
      { type: "accessTool", toolId: "x", returnPath: "https://evil.com" },
      { type: "createIdea", content: "x".repeat(5001), returnPath: "/ideas" },
    ]) {
      expect(readPendingAction(JSON.stringify(stored))).toBeNull();
    }
  });

  it("drops unknown fields instead of trusting them", () => {
    expect(readPendingAction('{"type":"addLocation","ideaId":4}')).toEqual({ type: "addLocation" });
  });

  it("brings a place's add back to the page it started on, never to another site", () => {
    expect(pendingActionReturnPath({ type: "addLocation", returnPath: "/lokate" })).toBe("/lokate");
    expect(pendingActionReturnPath({ type: "addLocation" })).toBe("/map");
    expect(readPendingAction('{"type":"addLocation","returnPath":"//evil.com"}')).toBeNull();
  });

  it("round-trips any valid action and always returns a safe path", () => {
    const path = fc.stringMatching(/^\/[a-z0-9/-]{0,30}$/).filter((p) => !p.startsWith("//"));
    const action: fc.Arbitrary<PendingAction> = fc.oneof(
      fc.record({ type: fc.constant("voteOnIdea" as const), ideaId: fc.integer({ min: 1 }) }),
      fc.record(
        { type: fc.constant("createIdea" as const), serviceId: fc.integer({ min: 1 }), content: fc.string({ maxLength: 200 }), returnPath: path },
        { requiredKeys: ["type", "content", "returnPath"] },
      ),
      fc.record({ type: fc.constant("joinService" as const), serviceId: fc.integer({ min: 1 }), returnPath: path }, { requiredKeys: ["type", "serviceId"] }),
      fc.record({ type: fc.constant("addLocation" as const) }),
      fc.record({ type: fc.constant("accessTool" as const), toolId: fc.string({ minLength: 1, maxLength: 20 }), returnPath: path }),
    );
    fc.assert(
      fc.property(action, (a) => {
        const read = readPendingAction(serializePendingAction(a));
        expect(read).toEqual(a);
        expect(pendingActionReturnPath(a).startsWith("/")).toBe(true);
      }),
    );
  });

  it("never throws on arbitrary stored text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (stored) => {
        expect(() => readPendingAction(stored)).not.toThrow();
      }),
    );
  });
});
