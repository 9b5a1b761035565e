import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import * as styles from "./home-hero.css";
import * as layout from "./home-layout.css";

/** The visitor's welcome: what Kominote is, and one button to get started. */
export function HomeHero({ onStart }: { onStart: () => void }) {
  const { t } = useLanguage();
  return (
    <section className={styles.hero}>
      <div className={`${layout.container} ${styles.content}`}>
        <h1 className={styles.title}>{t("home.hero.title")}</h1>
        <p className={styles.pitch}>{t("home.hero.pitch")}</p>
        <Button variant="secondary" size="lg" className={styles.start} onPress={onStart}>
          {t("home.hero.start")}
        </Button>
      </div>
    </section>
  );
}
