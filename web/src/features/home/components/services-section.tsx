import type { ReactNode } from "react";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import * as layout from "./home-layout.css";

/** The services list's fragment on the home page ("/#services"), for links straight to it. */
export const servicesSectionId = "services";

/** The "Public services" section: its heading and introduction around the grid or its states. */
export function ServicesSection({ children }: { children: ReactNode }) {
  const { t } = useLanguage();
  const headingId = useId();
  return (
    <section id={servicesSectionId} className={layout.section} aria-labelledby={headingId}>
      <div className={layout.container}>
        <header className={layout.sectionHeader}>
          <h2 id={headingId} className={layout.sectionTitle}>
            {t("home.services.title")}
          </h2>
          <p className={layout.sectionIntro}>{t("home.services.intro")}</p>
        </header>
        {children}
      </div>
    </section>
  );
}
