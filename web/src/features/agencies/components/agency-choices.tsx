import { agencyTypes, departments } from "@kominote/core/schemas/agencies";
import { useLanguage } from "../../../i18n/language-provider";
import { agencyTypeLabel, departmentName } from "../lib/agency-labels";

/**
 * The choices of a type or department dropdown, after a first empty choice ("Tout kalite" on the
 * filter, "Chwazi..." on the form); labels in the reader's language, values as the API names them.
 */
export function AgencyChoices({ of, none }: { readonly of: "type" | "department"; readonly none: string }) {
  const { t, language } = useLanguage();
  const choices: readonly (readonly [string, string])[] =
    of === "type"
      ? agencyTypes.map((type) => [type, t(agencyTypeLabel[type])])
      : departments.map((department) => [department, departmentName(department, language)]);
  return (
    <>
      <option value="">{none}</option>
      {choices.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
