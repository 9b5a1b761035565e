import * as styles from "./form-problem.css";

/**
 * A form's message when a send failed for a reason no field carries. The alert region is always in
 * the page (empty while there is nothing to say) so screen readers announce the message when it
 * appears; it sits beside the submit button, in view, where a toast would cover the button.
 */
export function FormProblem({ id, message }: { readonly id?: string; readonly message: string | null }) {
  return (
    <div id={id} role="alert">
      {message === null ? null : <p className={styles.problem}>{message}</p>}
    </div>
  );
}
