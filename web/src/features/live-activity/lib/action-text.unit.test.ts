import type { LiveAction } from "@kominote/core/schemas/live";
import { describe, expect, it } from "vitest";
import { actionText } from "./action-text";

const t = (key: string, params?: Record<string, unknown>) => (params === undefined ? `[${key}]` : `[${key} ${JSON.stringify(params)}]`);
const action: LiveAction = { id: "vote:3", userName: "Jean", action: "vote", serviceId: 1, serviceName: "Sante", occurredAt: "2026-05-01T10:00:00.000Z" };

describe("actionText", () => {
  it("names the member in the action's text", () => {
    expect(actionText(action, t)).toBe('[live.activity.action.vote {"name":"Jean"}]');
  });

  it("says 'a member' where no name is given", () => {
    expect(actionText({ ...action, userName: null }, t)).toBe('[live.activity.action.vote {"name":"[live.activity.someone]"}]');
  });
});
