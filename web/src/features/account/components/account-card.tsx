import type { ReactNode } from "react";
import * as styles from "./account.css";

/** A card of the account screen under the tabs: a titled region (its heading names it) with a line of text. */
export function AccountCard({ id, title, text, children }: { readonly id: string; readonly title: string; readonly text: string; readonly children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.name}>
        {title}
      </h2>
      <p>{text}</p>
      {children}
    </section>
  );
}
