import { Suspense, useSyncExternalStore } from "react";
import { toastQueue, type AppToastQueue } from "../ui/toast-queue";
import { LazyToastRegion } from "./lazy-overlays";

/** Mounts the toast region once a toast is queued, so pages without one never load its code. */
export function ToastHost({ queue = toastQueue }: { readonly queue?: AppToastQueue }) {
  const hasToasts = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  if (!hasToasts) return null;
  return (
    <Suspense>
      <LazyToastRegion queue={queue} />
    </Suspense>
  );
}
