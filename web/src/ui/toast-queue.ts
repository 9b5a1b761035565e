import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";

export interface ToastContent {
  readonly title: string;
  readonly description?: string;
  readonly tone?: "info" | "success" | "danger";
}

export type AppToastQueue = ToastQueue<ToastContent>;

/** How long a toast stays when nothing else is said (5000 ms, the product's default). */
export const defaultToastTimeout = 5000;

/** A queue showing at most one notification at a time: the newest; earlier ones wait behind it. */
export const createToastQueue = (): AppToastQueue => new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });

/** The page's one toast queue. */
export const toastQueue = createToastQueue();

/** Shows a toast in place of the one showing. Returns its key, for closing it early. */
export const showToast = (
  toast: ToastContent,
  { timeout = defaultToastTimeout, queue = toastQueue }: { readonly timeout?: number; readonly queue?: AppToastQueue } = {},
): string => queue.add(toast, { timeout });
