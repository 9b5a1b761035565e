// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiHttp } from "../../../testing/msw/api-http";
import { mockApiInEachTest } from "../../../testing/msw/mock-api-in-each-test";
import { successHandlers } from "../../../testing/msw/mock-operation";
import { renderWithData } from "../../../testing/render-with-data";
import { authApi } from "../../auth/testing";
import { liveMeetingApi } from "../testing/api-handlers";
import { liveStatus } from "../testing/meeting";
import { LiveMeetingScreen } from "./live-meeting-screen";

const { server: api } = mockApiInEachTest(...successHandlers(authApi), ...successHandlers(liveMeetingApi));

describe("LiveMeetingScreen", () => {
  it("shows the count its own heartbeat made, though the status it read on arrival counted one viewer fewer", async () => {
    api.use(
      apiHttp.get("/api/live-meeting-status", ({ response }) => response(200).json({ ...liveStatus, viewerCount: 1 })),
      apiHttp.post("/api/live-meeting/presence", async ({ response }) => {
        // Answered after the status, as when the status was read before this tab was counted.
        await new Promise((done) => setTimeout(done, 50));
        return response(200).json({ viewerCount: 2 });
      }),
    );
    await renderWithData(<LiveMeetingScreen />, { language: "ht", initialPath: "/live-meeting" });
    await screen.findByText("2 moun ap gade", undefined, { timeout: 3_000 });
  });

  it("takes a comment a moderator hid off the list as soon as the stream says so, and keeps the others", async () => {
    await renderWithData(<LiveMeetingScreen />, { language: "ht", initialPath: "/live-meeting" });
    await screen.findByText("Ki lè n ap pale de dlo potab la?", undefined, { timeout: 3_000 });
    // A member's own stream hands the live events on as window events (apply-server-event.ts).
    act(() => void globalThis.dispatchEvent(new CustomEvent("kominote:liveCommentHidden", { detail: { id: 2 } })));
    await waitFor(() => expect(screen.queryByText("Ki lè n ap pale de dlo potab la?")).toBeNull());
    expect(screen.getByText("Bonswa tout moun!")).toBeTruthy();
  });
});
