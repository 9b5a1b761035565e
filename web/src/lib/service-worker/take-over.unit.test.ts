// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTakeOver } from "./take-over";

/** A worker double that records what the page asks of it. */
const worker = () => Object.assign(new EventTarget(), { state: "installed", postMessage: vi.fn() }) as unknown as ServiceWorker & { postMessage: ReturnType<typeof vi.fn> };

const setup = ({ controlled = true, waiting = true } = {}) => {
  const next = worker();
  const registration = Object.assign(new EventTarget(), { waiting: waiting ? next : null, installing: null }) as unknown as ServiceWorkerRegistration;
  const container = Object.assign(new EventTarget(), { controller: controlled ? worker() : null }) as unknown as ServiceWorkerContainer;
  const reload = vi.fn();
  const win = Object.assign(new EventTarget(), { location: { reload, origin: window.location.origin } });
  const takeOver = createTakeOver({ registration, container, doc: document, win });
  return { next, registration, container, reload, win, takeOver };
};

afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("a new version taking over", () => {
  it("takes over at once when no form is in use", () => {
    const { next, takeOver } = setup();
    expect(takeOver.state()).toBe("waiting");
    expect(next.postMessage).toHaveBeenCalledWith({ type: "skip-waiting" });
  });

  it("waits while a form is being typed in, and takes over once the member leaves it", () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<form><textarea></textarea></form><a href="/ideas">Ide</a>`;
    const field = document.querySelector("textarea") as HTMLTextAreaElement;
    field.focus();
    const { next, takeOver } = setup();
    expect(takeOver.state()).toBe("waiting");
    expect(next.postMessage).not.toHaveBeenCalled();
    field.blur();
    vi.advanceTimersByTime(1000);
    expect(next.postMessage).toHaveBeenCalledWith({ type: "skip-waiting" });
  });

  it("takes over once a form sent in the background is done, with no further event from the page", () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<form><textarea></textarea></form>`;
    const field = document.querySelector("textarea") as HTMLTextAreaElement;
    field.value = "Yon ide";
    const { next, container } = setup();
    document.querySelector("form")?.dispatchEvent(new Event("submit", { bubbles: true }));
    // Still sending a second after the submit: the text is in the form.
    vi.advanceTimersByTime(1000);
    expect(next.postMessage).not.toHaveBeenCalled();
    // Sent: the form is gone, and nothing tells the page so.
    document.body.innerHTML = "";
    vi.advanceTimersByTime(3000);
    expect(next.postMessage).toHaveBeenCalledWith({ type: "skip-waiting" });
    // In control: no more looking.
    container.dispatchEvent(new Event("controllerchange"));
    next.postMessage.mockClear();
    vi.advanceTimersByTime(9000);
    expect(next.postMessage).not.toHaveBeenCalled();
  });

  it("takes over at the next navigation, which the browser makes itself", () => {
    document.body.innerHTML = `<form><textarea></textarea></form><a href="/ideas">Ide</a>`;
    (document.querySelector("textarea") as HTMLTextAreaElement).value = "Yon ide";
    const { next } = setup();
    expect(next.postMessage).not.toHaveBeenCalled();
    const routerHeard = vi.fn();
    document.body.addEventListener("click", routerHeard);
    (document.querySelector("a") as HTMLAnchorElement).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    expect(next.postMessage).toHaveBeenCalledWith({ type: "skip-waiting" });
    expect(routerHeard).not.toHaveBeenCalled();
  });

  it("leaves the first install alone: there is no old version", () => {
    const { next, takeOver, container, reload } = setup({ controlled: false });
    expect(takeOver.state()).toBe("none");
    expect(next.postMessage).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(takeOver.state()).toBe("none");
    expect(reload).not.toHaveBeenCalled();
  });

  it("loads the page again when the member asks for the new version now", () => {
    document.body.innerHTML = `<div role="dialog"></div>`;
    const { next, takeOver, container, reload } = setup();
    takeOver.applyNow();
    expect(next.postMessage).toHaveBeenCalledWith({ type: "skip-waiting" });
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalled();
  });

  it("says the new version is in control once it took over while the page was read", () => {
    const { takeOver, container } = setup();
    container.dispatchEvent(new Event("controllerchange"));
    expect(takeOver.state()).toBe("activated");
  });
});
