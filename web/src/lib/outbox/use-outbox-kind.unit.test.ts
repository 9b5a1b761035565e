// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { asVisitor } from "../../features/auth/testing";
import { mockApiInEachTest } from "../../testing/msw/mock-api-in-each-test";
import { pageOutbox } from "./page-outbox";
import { useOutboxKind } from "./use-outbox-kind";

const entry = { key: "key-1-0123456789abcdef", kind: "forum", scope: "3", preview: "Dlo", createdAt: "2026-11-27T08:00:00.000Z", path: "/api/services/3/forums", body: {}, language: "ht" };

// The page's outbox asks the server who is signed in: nobody, here.
mockApiInEachTest(...asVisitor);

describe("useOutboxKind", () => {
  it("reacts with the latest handler when one of its entries has gone, even one the service worker sent", () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = renderHook(({ onSent }) => useOutboxKind("forum", onSent), { initialProps: { onSent: first } });
    rerender({ onSent: latest });
    pageOutbox().heard({ entry, outcome: "sent", answer: { id: 9 } });
    expect(latest).toHaveBeenCalledWith(entry);
    expect(first).not.toHaveBeenCalled();
  });
});
