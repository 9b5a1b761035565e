import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

/** Any part of the page (a banner, a card, a guard) opens the sign-in dialog with this window event. */
export const openLoginModalEvent = "openLoginModal";

export const openLoginModal = (): void => {
  window.dispatchEvent(new Event(openLoginModalEvent));
};

interface LoginDialogState {
  readonly isOpen: boolean;
  readonly setOpen: (isOpen: boolean) => void;
}

const LoginDialogContext = createContext<LoginDialogState | null>(null);

/** Holds whether the sign-in dialog is open and opens it on the `openLoginModal` window event. */
export function LoginDialogProvider({ children }: { readonly children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const setOpen = useCallback((next: boolean) => setIsOpen(next), []);

  useEffect(() => {
    const open = (): void => setIsOpen(true);
    window.addEventListener(openLoginModalEvent, open);
    return () => window.removeEventListener(openLoginModalEvent, open);
  }, []);

  const value = useMemo(() => ({ isOpen, setOpen }), [isOpen, setOpen]);
  return <LoginDialogContext.Provider value={value}>{children}</LoginDialogContext.Provider>;
}

export function useLoginDialog(): LoginDialogState {
  const context = useContext(LoginDialogContext);
  if (context === null) throw new Error("useLoginDialog must be used within a LoginDialogProvider");
  return context;
}
