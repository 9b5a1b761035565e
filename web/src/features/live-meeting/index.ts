/** The live meeting's entry: every page's banner, shown while a meeting is live. */
export { LiveBannerHost } from "./components/live-banner-host";
