import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "./outbox-entry";
import { ownEntries } from "./own-entries";

const entry = (key: string, member?: number): OutboxEntry => ({
  key: `key-${key}-0123456789abcdef`,
  kind: "idea",
  scope: "1",
  preview: `Ide ${key}`,
  createdAt: "2026-11-27T08:00:00.000Z",
  path: "/api/ideas",
  body: {},
  language: "ht",
  ...(member === undefined ? {} : { member }),
});

describe("what one person on a shared phone sees of the outbox", () => {
  const rose = entry("rose", 7);
  const jean = entry("jean", 8);
  const nobody = entry("nobody");

  it("shows a member their own entries and those stamped with nobody, never another member's", () => {
    expect(ownEntries([rose, jean, nobody], 7)).toEqual([rose, nobody]);
    expect(ownEntries([rose, jean, nobody], 8)).toEqual([jean, nobody]);
    expect(ownEntries([rose, jean], 9)).toEqual([]);
  });

  it("shows a visitor nothing", () => {
    expect(ownEntries([rose, jean, nobody], null)).toEqual([]);
  });
});
