import { describe, expect, it } from "vitest";
import { forumSendWording } from "./send-failure";

const t = (key: string): string => `<${key}>`;

describe("forumSendWording", () => {
  it("says what failed, why when the server said so, and that the text is kept", () => {
    const wording = forumSendWording(t, "forums.reply.failed");
    expect(wording.fallbackMessage).toBe("<forums.reply.failed> <forums.kept>");
    expect(wording.serverMessage("Nou pa jwenn fowòm sa a.")).toBe("<forums.reply.failed> Nou pa jwenn fowòm sa a. <forums.kept>");
  });

  it("says a send with no connection waits on the device", () => {
    expect(forumSendWording(t, "forums.create.failed").offlineMessage).toBe("<forums.create.failed> <forums.offline>");
  });
});
