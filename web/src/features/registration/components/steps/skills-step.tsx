import { skillsCatalogue } from "@kominote/core/rules/skills-catalogue";
import { toggleSkill } from "@kominote/core/rules/service-choice";
import { useId } from "react";
import { useLanguage } from "../../../../i18n/language-provider";
import { pluralForm } from "../../../../lib/plural-form";
import { showToast } from "../../../../ui/toast-queue";
import * as styles from "../../../../ui/wizard-form.css";

/** How long the "N skills selected" toast stays (SPEC: 2 s). */
export const skillCountToastMs = 2000;

export interface SkillsStepProps {
  /** Chosen skill ids, in the order chosen. */
  readonly skills: readonly string[];
  readonly error: string | null;
  readonly onChange: (skills: string[]) => void;
}

/** Step 6: the catalogue's 12 groups; each skill is a toggle button, and each toggle tells the new count. */
export function SkillsStep({ skills, error, onChange }: SkillsStepProps) {
  const { t, language } = useLanguage();
  const hintId = useId();
  const errorId = useId();

  const toggle = (id: string): void => {
    const next = toggleSkill(skills, id);
    onChange(next);
    const count = next.length;
    showToast(
      { title: t(pluralForm(language, count) === "one" ? "registration.skills.count.one" : "registration.skills.count.other", { count }) },
      { timeout: skillCountToastMs },
    );
  };

  return (
    <div className={styles.field} role="group" aria-describedby={`${hintId} ${errorId}`}>
      <p id={hintId} className={styles.hint}>
        {t("registration.skills.hint")}
      </p>
      <div className={styles.skillGroups}>
        {skillsCatalogue.map((group, groupIndex) => (
          <fieldset key={group.id} className={styles.skillGroup}>
            <legend className={styles.skillGroupName}>{t(group.nameKey)}</legend>
            <p className={styles.hint}>{t(group.descriptionKey)}</p>
            <ul className={styles.skillList}>
              {group.skills.map((skill, skillIndex) => (
                <li key={skill.id}>
                  <button
                    type="button"
                    className={styles.skillToggle}
                    aria-pressed={skills.includes(skill.id)}
                    {...(groupIndex === 0 && skillIndex === 0 ? { "data-step-focus": true } : {})}
                    onClick={() => toggle(skill.id)}
                  >
                    {t(skill.labelKey)}
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
      <p id={errorId} role="alert" className={styles.error}>
        {error ?? ""}
      </p>
    </div>
  );
}
