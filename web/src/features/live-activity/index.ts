/** The live activity bar's entry: the bar with its data. */
export { LiveActivityBarHost } from "./components/live-bar";
