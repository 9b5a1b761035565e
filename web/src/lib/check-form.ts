import { sourceMessages, type MessageKey } from "@kominote/core/i18n/messages";

export type FormProblems<Field extends string> = Readonly<Partial<Record<Field, MessageKey>>>;

export type FormCheck<Field extends string, Request> =
  | { readonly ok: true; readonly request: Request }
  | { readonly ok: false; readonly problems: FormProblems<Field> };

/** What the form needs of a request schema (a zod schema of core/src/schemas). */
export interface RequestSchema<Request> {
  safeParse(value: unknown):
    | { readonly success: true; readonly data: Request }
    | { readonly success: false; readonly error: { readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[] } };
}

const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(sourceMessages, text);

/**
 * A form checked by the server's own request schema before it is sent, so the member reads the
 * same words ('Tit la obligatwa.', 'Kontni an obligatwa.') without a round trip. Each field gets
 * its first problem, as a catalog key.
 */
export const checkForm = <Field extends string, Request>(
  schema: RequestSchema<Request>,
  values: Readonly<Record<Field, unknown>>,
): FormCheck<Field, Request> => {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, request: parsed.data };
  const problems: Partial<Record<Field, MessageKey>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "") as Field;
    problems[field] ??= isMessageKey(issue.message) ? issue.message : "errors.field.invalid";
  }
  return { ok: false, problems };
};
