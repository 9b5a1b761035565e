import { Spinner } from "../../../ui/spinner";
import * as styles from "./static-page-pending.css";

/**
 * Shown on a slow connection while a static page's text arrives. Its own module: the router keeps
 * pending screens in the main bundle, and the page view itself can then load with its route.
 */
export function StaticPagePending() {
  return (
    <div className={styles.pending}>
      <Spinner />
    </div>
  );
}
