import type { ReactNode } from "react";
import { visuallyHidden } from "../theme/visually-hidden.css";

/** Text for screen readers only (labels of icon buttons, loading states). */
export function VisuallyHidden({ children }: { readonly children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
