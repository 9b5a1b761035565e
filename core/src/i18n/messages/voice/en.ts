import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "voice.text.required": "There is no text to read.",
  "voice.text.tooLong": "The text to read cannot be longer than 1000 characters.",
  "voice.unavailable": "We cannot read the text aloud right now. You can still read it on the screen.",
} satisfies Catalog<typeof ht>;
