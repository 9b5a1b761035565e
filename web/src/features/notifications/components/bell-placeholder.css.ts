import { style } from "@vanilla-extract/css";

// Keeps the bell's place while its code loads, so the header does not shift. A file of its own:
// the header loads it for every member, the bell's other styles come with the bell.
export const bellPlaceholder = style({ display: "inline-block", width: "44px", height: "44px" });
