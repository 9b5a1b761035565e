import type { ReactNode } from "react";
import { keyboardOnly } from "./keyboard-only.css";

/** A keyboard shortcut's text, for devices that likely have a keyboard (see keyboard-only.css). */
export function KeyboardOnly({ children }: { readonly children: ReactNode }) {
  return <span className={keyboardOnly}>{children}</span>;
}
