import { useEffect, useRef } from "react";

/**
 * A decision takes its item out of the list, and the button that opened the decision's dialog
 * goes with it, so focus would fall to the top of the page. Once the refetched list no longer has
 * the item, `target` takes the focus instead, unless the moderator has already moved it elsewhere.
 */
export const useFocusWhenGone = <Item>(items: readonly Item[] | undefined, keyOf: (item: Item) => string) => {
  const target = useRef<HTMLDivElement>(null);
  const awaited = useRef<string | null>(null);
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  useEffect(() => {
    const gone = awaited.current;
    if (gone === null || items === undefined || items.some((item) => keyOf(item) === gone)) return;
    awaited.current = null;
    // The dialog may still be on its way out, and it gives the focus back a frame after it leaves:
    // look two frames later, when only a lost focus is left to pick up.
    frame.current = requestAnimationFrame(() => {
      frame.current = requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) target.current?.focus();
      });
    });
  }, [items, keyOf]);
  return {
    target,
    /** Called when the item with this key is decided on. */
    awaitGone: (key: string): void => {
      awaited.current = key;
    },
  };
};
