import type { MessageKey } from "@kominote/core/i18n/messages";
import { agencyTypes, departments } from "@kominote/core/schemas/agencies";
import { useLanguage } from "../../../i18n/language-provider";
import { agencyTypeLabel, departmentLabel } from "../lib/agency-labels";

/**
 * The choices of a type or department dropdown, after a first empty choice ("Tout kalite" on the
 * filter, "Chwazi..." on the form); labels in the reader's language, values as the API names them.
 */
export function AgencyChoices({ of, none }: { readonly of: "type" | "department"; readonly none: string }) {
  const { t } = useLanguage();
  const choices: readonly (readonly [string, MessageKey])[] =
    of === "type" ? agencyTypes.map((type) => [type, agencyTypeLabel[type]]) : departments.map((department) => [department, departmentLabel[department]]);
  return (
    <>
      <option value="">{none}</option>
      {choices.map(([value, label]) => (
        <option key={value} value={value}>
          {t(label)}
        </option>
      ))}
    </>
  );
}
