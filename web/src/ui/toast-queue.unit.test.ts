import { describe, expect, it } from "vitest";
import { createToastQueue, showToast } from "./toast-queue";

describe("the toast queue", () => {
  it("shows one notification at a time: the newest, the earlier one back once it closes", () => {
    const queue = createToastQueue();
    showToast({ title: "Ide a te kreye!" }, { queue });
    const second = showToast({ title: "Vòt ou aksepte!" }, { queue });
    expect(queue.visibleToasts.map((toast) => toast.content.title)).toEqual(["Vòt ou aksepte!"]);
    queue.close(second);
    expect(queue.visibleToasts.map((toast) => toast.content.title)).toEqual(["Ide a te kreye!"]);
  });

  it("closes a toast on its own after 5000 ms by default", () => {
    const queue = createToastQueue();
    showToast({ title: "Kopi nan clipboard!" }, { queue });
    expect(queue.visibleToasts[0]?.timeout).toBe(5000);
  });
});
