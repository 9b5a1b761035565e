// @vitest-environment happy-dom
import accountEn from "@kominote/core/i18n/messages/account/en";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../../api/api-error";
import { Providers } from "../../../testing/story-providers";
import { fileNameOf, type OwnDataFile } from "../api/export-own-data";
import { OwnDataDownload } from "./own-data-download";

afterEach(cleanup);

const file: OwnDataFile = { fileName: "kominote-KDS-0000007-1-2026-11-25.json", blob: new Blob(["{}"], { type: "application/json" }) };

const renderDownload = (download: () => Promise<OwnDataFile>, saved: OwnDataFile[] = []) =>
  render(
    <Providers language="en">
      <OwnDataDownload download={download} save={(got) => saved.push(got)} />
    </Providers>,
  );

describe("OwnDataDownload", () => {
  it("downloads the member's file when the button is pressed, by keyboard too, and says it is done", async () => {
    const saved: OwnDataFile[] = [];
    renderDownload(async () => file, saved);
    const button = await screen.findByRole("button", { name: accountEn["account.ownData.download"] }, { timeout: 5000 });
    expect(screen.getByRole("heading", { name: accountEn["account.ownData.title"] })).toBeTruthy();

    button.focus();
    await userEvent.keyboard("{Enter}");

    expect(await screen.findByText(accountEn["account.ownData.ready"])).toBeTruthy();
    expect(saved).toEqual([file]);
  });

  it("shows the server's message when the download is refused, and saves nothing", async () => {
    const saved: OwnDataFile[] = [];
    renderDownload(async () => {
      throw new ApiError(429, "Too Many Requests", { code: "REQUEST.RATE_LIMITED", message: "Too many tries, wait a little." });
    }, saved);
    await userEvent.click(await screen.findByRole("button", { name: accountEn["account.ownData.download"] }, { timeout: 5000 }));

    expect((await screen.findByRole("status")).textContent).toBe("Too many tries, wait a little.");
    expect(saved).toEqual([]);
  });
});

describe("fileNameOf", () => {
  it("reads the server's file name, and falls back to a plain one", () => {
    expect(fileNameOf('attachment; filename="kominote-KDS-0000007-1-2026-11-25.json"')).toBe("kominote-KDS-0000007-1-2026-11-25.json");
    expect(fileNameOf(null)).toBe("kominote.json");
    expect(fileNameOf('attachment; filename="../x y"')).toBe("kominote.json");
  });
});
