/** Viewport widths (px) where the layout changes; mobile styles are the default. */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** A min-width media query for vanilla-extract's `@media` key: `{ "@media": { [mq("md")]: {...} } }`. */
export const mq = (breakpoint: Breakpoint): string => `screen and (min-width: ${breakpoints[breakpoint]}px)`;
