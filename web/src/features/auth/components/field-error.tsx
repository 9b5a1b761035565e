import * as styles from "./login-flow.css";

/**
 * The message of a field's problem: announced as soon as it appears (an alert region that is
 * always in the page, so screen readers notice the change), and named by the field's aria-describedby.
 */
export function FieldError({ id, message }: { readonly id: string; readonly message: string | null }) {
  return (
    <p id={id} role="alert" className={styles.error}>
      {message ?? ""}
    </p>
  );
}
