const typedFields = "textarea, input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], input[type=number], input[type=search], input[type=date]";

const isEditable = (element: Element | null): boolean =>
  element !== null &&
  (element.matches("textarea, select, [contenteditable=''], [contenteditable=true]") ||
    (element.matches("input") && !element.matches("[type=button], [type=submit], [type=reset], [type=checkbox], [type=radio], [type=file], [type=hidden]")));

/**
 * Whether the member is in the middle of a form (decision 0034): typing in a field, a dialog open
 * (the contribution wizard, a new forum), or text typed in any form of the page. A new version of
 * the app waits while this holds, so an open form never loses the code of its next step.
 */
export const isFormInUse = (doc: Document): boolean => {
  if (isEditable(doc.activeElement)) return true;
  if (doc.querySelector("dialog[open], [role=dialog], [role=alertdialog]") !== null) return true;
  return [...doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`form ${typedFields.split(", ").join(", form ")}`)].some(
    (field) => field.value.trim() !== "",
  );
};
