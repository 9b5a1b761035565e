import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
} satisfies Catalog<typeof ht>;
