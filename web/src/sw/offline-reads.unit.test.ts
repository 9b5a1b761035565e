import { describe, expect, it } from "vitest";
import { isCurrentMemberRead, isOfflineRead, isPageNavigation, isSignOut } from "./offline-reads";

const origin = "https://kominote.ht";
const get = (path: string, method = "GET") => ({ method, url: `${origin}${path}` });

describe("what the phone keeps for offline", () => {
  it("keeps the services, a member's tasks, contributions, notifications and forums", () => {
    for (const path of [
      "/api/public-services",
      "/api/services/3/tasks",
      "/api/tasks/12",
      "/api/users/7/task-contributions",
      "/api/users/7/contributions",
      "/api/users/7/responses",
      "/api/notifications",
      "/api/services/3/forums",
      "/api/forums/5",
      "/api/forums/5/posts",
    ]) {
      expect(isOfflineRead(get(path), origin), path).toBe(true);
    }
  });

  it("never keeps event streams, writes, sign-in, other reads or another origin's", () => {
    expect(isOfflineRead(get("/api/events"), origin)).toBe(false);
    expect(isOfflineRead(get("/api/notifications", "POST"), origin)).toBe(false);
    expect(isOfflineRead(get("/api/tasks/3/contribute", "POST"), origin)).toBe(false);
    expect(isOfflineRead(get("/api/auth/user"), origin)).toBe(false);
    expect(isOfflineRead(get("/api/moderation/queue"), origin)).toBe(false);
    expect(isOfflineRead(get("/api/notifications/mark-all-read"), origin)).toBe(false);
    expect(isOfflineRead(get("/api/forums/5/posts", "POST"), origin)).toBe(false);
    expect(isOfflineRead(get("/api/forums/5/pin", "POST"), origin)).toBe(false);
    expect(isOfflineRead(get("/api/forum-posts/9/like", "POST"), origin)).toBe(false);
    expect(isOfflineRead({ method: "GET", url: "https://elsewhere.example/api/public-services" }, origin)).toBe(false);
  });

  it("tells the member's own read, signing out and page navigations apart", () => {
    expect(isCurrentMemberRead(get("/api/auth/user"), origin)).toBe(true);
    expect(isCurrentMemberRead(get("/api/auth/user", "POST"), origin)).toBe(false);
    expect(isSignOut(get("/api/logout"), origin)).toBe(true);
    expect(isSignOut(get("/api/login"), origin)).toBe(false);
    expect(isPageNavigation({ ...get("/services/sante?tab=ideas"), mode: "navigate" }, origin)).toBe(true);
    expect(isPageNavigation({ ...get("/api/logout"), mode: "navigate" }, origin)).toBe(false);
    expect(isPageNavigation({ ...get("/services/sante"), mode: "cors" }, origin)).toBe(false);
  });
});
