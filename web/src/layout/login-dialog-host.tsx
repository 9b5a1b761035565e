import { Suspense, useEffect, useState } from "react";
import { LazyLoginDialog } from "./lazy-overlays";
import { useLoginDialog } from "./login-dialog-state";

/** The page's one sign-in dialog; its code is fetched the first time it opens. */
export function LoginDialogHost() {
  const { isOpen, setOpen } = useLoginDialog();
  const [everOpened, setEverOpened] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setEverOpened(true);
  }, [isOpen]);
  if (!everOpened && !isOpen) return null;
  return (
    <Suspense>
      <LazyLoginDialog isOpen={isOpen} onOpenChange={setOpen} />
    </Suspense>
  );
}
