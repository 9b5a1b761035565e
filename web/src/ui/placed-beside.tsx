import { useLayoutEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";

export interface PlacedBesideProps {
  /** The page's element it goes beside ("header", "footer"); at the page's end (or start, for "after") when there is none. */
  readonly selector: string;
  readonly side: "before" | "after";
  readonly children: ReactNode;
}

/**
 * Renders its children in the page's flow just before or after one of the page's own elements,
 * wherever it is mounted: for a part the lazily loaded background code adds to every page (the
 * activity bar above the footer, the offline notice under the header).
 */
export function PlacedBeside({ selector, side, children }: PlacedBesideProps) {
  const [slot] = useState(() => document.createElement("div"));
  useLayoutEffect(() => {
    const anchor = document.querySelector(selector);
    if (anchor === null) document.body[side === "before" ? "append" : "prepend"](slot);
    else anchor[side](slot);
    return () => slot.remove();
  }, [slot, selector, side]);
  return createPortal(children, slot);
}
