import { describe, expect, it, vi } from "vitest";
import { openShareWindow, shareUrlOf } from "./share-urls";

const message = "Vin jwenn mwen sou Kominote & ede kominote a!";
const link = "https://kominote.ht/register?invite=q3VxN8kLm2Pa";

describe("share addresses", () => {
  it("carry the message and the link for Facebook, Twitter and WhatsApp", () => {
    const facebook = new URL(shareUrlOf("facebook", message, link) ?? "");
    expect(facebook.origin + facebook.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(facebook.searchParams.get("u")).toBe(link);
    expect(facebook.searchParams.get("quote")).toBe(message);

    const twitter = new URL(shareUrlOf("twitter", message, link) ?? "");
    expect(twitter.searchParams.get("text")).toBe(message);
    expect(twitter.searchParams.get("url")).toBe(link);

    expect(new URL(shareUrlOf("whatsapp", message, link) ?? "").searchParams.get("text")).toBe(`${message} ${link}`);
    expect(new URL(shareUrlOf("whatsapp", "", link) ?? "").searchParams.get("text")).toBe(link);
  });

  it("has none for Instagram", () => {
    expect(shareUrlOf("instagram", message, link)).toBeNull();
  });

  it("opens a 600x400 window", () => {
    const open = vi.fn<Window["open"]>(() => null);
    openShareWindow("https://wa.me/?text=x", open);
    expect(open).toHaveBeenCalledWith("https://wa.me/?text=x", "_blank", expect.stringMatching(/^width=600,height=400/));
  });
});
