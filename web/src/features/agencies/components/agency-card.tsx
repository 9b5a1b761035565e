import { formatPhone } from "@kominote/core/rules/phone";
import { useId } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import type { Agency } from "../api/list-agencies";
import type { MessageKey } from "@kominote/core/i18n/messages";
import { agencyTypeLabel, departmentName } from "../lib/agency-labels";
import { safeWebsite, websiteLabel } from "../lib/safe-website";
import * as styles from "./agencies.css";

/**
 * One agency of the directory: its name as the card's heading, its type, what it does, and how to
 * reach it (a number to call, an address to write to, a website) with the services it offers.
 */
export function AgencyCard({ agency }: { readonly agency: Agency }) {
  const { t, language } = useLanguage();
  const id = useId();
  const website = safeWebsite(agency.website);
  // "Depatman: Lwès", not "Depatman Lwès": the label ends where the value starts, copied or read aloud.
  const term = (label: MessageKey): string => t("common.fact", { label: t(label) });
  return (
    <article className={styles.card} aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className={styles.cardName}>
        {agency.name}
      </h2>
      <span className={styles.typeBadge}>{t(agencyTypeLabel[agency.type])}</span>
      <p className={styles.description}>{agency.description}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{term("agencies.card.department")}</dt>
          <dd className={styles.factValue}>{departmentName(agency.department, language)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{term("agencies.card.address")}</dt>
          <dd className={styles.factValue}>{agency.address}</dd>
        </div>
        {/* The seeded directory leaves a number out rather than guess it: no number, no line to call. */}
        {agency.phone.trim() === "" ? null : (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{term("agencies.card.phone")}</dt>
            <dd className={styles.factValue}>
              <a href={`tel:${agency.phone.replace(/[^\d+]/g, "")}`}>{formatPhone(agency.phone)}</a>
            </dd>
          </div>
        )}
        {agency.email === null ? null : (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{term("agencies.card.email")}</dt>
            <dd className={styles.factValue}>
              <a href={`mailto:${agency.email}`}>{agency.email}</a>
            </dd>
          </div>
        )}
        {website === null ? null : (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{term("agencies.card.website")}</dt>
            <dd className={styles.factValue}>
              <a href={website.href} target="_blank" rel="noopener noreferrer">
                {websiteLabel(website)}
              </a>
            </dd>
          </div>
        )}
      </dl>
      {agency.services.length === 0 ? null : (
        <>
          <h3 id={`${id}-services`} className={styles.servicesTitle}>
            {t("agencies.card.services")}
          </h3>
          <ul className={styles.services} aria-labelledby={`${id}-services`}>
            {agency.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
