import { Suspense, useEffect, useState } from "react";
import { lazyWithMessages } from "../i18n/lazy-with-messages";
import { openRegistrationEvent } from "./registration-dialog-state";

// The wizard (nine steps, the skills catalogue, photo checks) is fetched the first time it opens,
// so the home page's first load stays small on slow connections.
export const loadRegistrationWizardDialog = () => import("../features/registration/components/registration-wizard-dialog");
const LazyRegistrationWizardDialog = lazyWithMessages(
  async () => (await loadRegistrationWizardDialog()).RegistrationWizardDialog,
);

/** The page's one registration wizard; opens on the `openRegistration` window event. */
export function RegistrationDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);

  useEffect(() => {
    const open = (): void => {
      setIsOpen(true);
      setEverOpened(true);
    };
    window.addEventListener(openRegistrationEvent, open);
    return () => window.removeEventListener(openRegistrationEvent, open);
  }, []);

  if (!everOpened) return null;
  return (
    <Suspense>
      <LazyRegistrationWizardDialog isOpen={isOpen} onOpenChange={setIsOpen} />
    </Suspense>
  );
}
