// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/api-error";
import { useSubmitForm, type SubmitFormOptions } from "./use-submit-form";

type Send = SubmitFormOptions<string, string>["send"];

const render = (options: Partial<SubmitFormOptions<string, string>> & { readonly send: Send }) =>
  renderHook(() => useSubmitForm({ fallbackMessage: "Pa t ka voye l.", fields: ["title", "content"], ...options }));

const refused = (fields: Record<string, string>) => new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Done yo pa valab.", fields });

describe("useSubmitForm", () => {
  it("is pending while the send is on its way, and a second press sends nothing", async () => {
    let answer: (value: string) => void = () => undefined;
    const send = vi.fn<Send>(() => new Promise((resolve) => (answer = resolve)));
    const { result } = render({ send });
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.submit("a");
    });
    expect(result.current.isPending).toBe(true);
    await act(async () => expect(await result.current.submit("b")).toEqual({ ok: false }));
    await act(async () => {
      answer("saved");
      expect(await first).toEqual({ ok: true, value: "saved" });
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.isPending).toBe(false);
    expect(result.current.failure).toBeNull();
  });

  it("puts each refused field's words on its field, and forgets one once it is changed", async () => {
    const onFailure = vi.fn();
    const { result } = render({ send: () => Promise.reject(refused({ title: "Tit la obligatwa.", "content.0": "Twò long." })), onFailure });
    await act(() => result.current.submit("a"));
    expect(result.current.fieldError("title")).toBe("Tit la obligatwa.");
    expect(result.current.fieldError("content")).toBe("Twò long.");
    expect(result.current.failure?.message).toBeNull();
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ fields: { title: "Tit la obligatwa.", content: "Twò long." } }));
    act(() => result.current.clearField("title"));
    expect(result.current.fieldError("title")).toBeNull();
    expect(result.current.fieldError("content")).toBe("Twò long.");
  });

  it("shows any other refusal in the server's own words, and the form's words when it gave none", async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(new ApiError(409, "Conflict", { code: "CLOSED", message: "Travay sa a fèmen." }))
      .mockRejectedValueOnce(refused({ role: "Pa pèmèt." }))
      .mockRejectedValueOnce(new ApiError(500, "Internal Server Error", ""));
    const { result } = render({ send });
    await act(() => result.current.submit("a"));
    expect(result.current.failure).toEqual({ fields: {}, message: "Travay sa a fèmen.", offline: false });
    await act(() => result.current.submit("a"));
    expect(result.current.failure?.message).toBe("Done yo pa valab.");
    await act(() => result.current.submit("a"));
    expect(result.current.failure?.message).toBe("Pa t ka voye l.");
    expect(result.current.isWaiting).toBe(false);
  });

  it("waits when nothing answered, with the form's offline words", async () => {
    const { result } = render({ send: () => Promise.reject(new TypeError("Failed to fetch")), offlineMessage: "Ou pa gen koneksyon." });
    await act(() => result.current.submit("a"));
    expect(result.current.isWaiting).toBe(true);
    expect(result.current.failure).toEqual({ fields: {}, message: "Ou pa gen koneksyon.", offline: true });
  });

  it("sends again each time the connection returns while it waits, and stops once the send went through", async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue("saved");
    const onReconnect = vi.fn();
    const { result } = render({ send, onReconnect });
    // Nothing waits yet: the connection coming back sends nothing.
    act(() => void window.dispatchEvent(new Event("online")));
    expect(onReconnect).not.toHaveBeenCalled();
    await act(() => result.current.submit("a"));
    onReconnect.mockImplementation(() => void result.current.submit("a"));
    await act(async () => void window.dispatchEvent(new Event("online")));
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.current.isWaiting).toBe(true);
    await act(async () => void window.dispatchEvent(new Event("online")));
    expect(send).toHaveBeenCalledTimes(3);
    expect(result.current.isWaiting).toBe(false);
    await act(async () => void window.dispatchEvent(new Event("online")));
    expect(onReconnect).toHaveBeenCalledTimes(2);
  });

  it("forgets every problem on reset, and opens with a story's failure", async () => {
    const { result } = render({ send: () => Promise.resolve("saved"), initialError: new TypeError("Failed to fetch") });
    expect(result.current.isWaiting).toBe(true);
    expect(result.current.failure?.message).toBe("Pa t ka voye l.");
    act(() => result.current.reset());
    expect(result.current.failure).toBeNull();
  });

  it("words each failure the server gave no message for when the form's words depend on what came back", async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(new ApiError(502, "Bad Gateway", "<html></html>"))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const fallbackMessage = (error: unknown) => (error instanceof ApiError ? `Erè sèvè (${error.status})` : "Pa ka voye kòd la");
    const { result } = render({ send, fallbackMessage });
    await act(() => result.current.submit("a"));
    expect(result.current.failure?.message).toBe("Erè sèvè (502)");
    await act(() => result.current.submit("a"));
    expect(result.current.failure?.message).toBe("Pa ka voye kòd la");
  });
});
