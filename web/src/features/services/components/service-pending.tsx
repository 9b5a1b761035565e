import { Spinner } from "../../../ui/spinner";
import * as styles from "../../../ui/page.css";

/** While the list of services arrives (first visit to a service's page without the home page before). */
export function ServicePending() {
  return (
    <div className={styles.status}>
      <Spinner />
    </div>
  );
}
