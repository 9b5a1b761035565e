import type { MessageKey } from "@kominote/core/i18n/messages";
import type { CreateIdeaRequest } from "@kominote/core/schemas/ideas";

/** What the idea form holds: the chosen service ("" for none yet) and the text as typed. */
export interface IdeaFormValues {
  readonly serviceId: string;
  readonly content: string;
}

export const emptyIdeaForm: IdeaFormValues = { serviceId: "", content: "" };

export const ideaFormFields = ["serviceId", "content"] as const satisfies readonly (keyof IdeaFormValues)[];

/** Where an unsent idea waits on the device: one per service's page, one for the pages of every service. */
export const ideaDraftKey = (fixedServiceId: number | null): string => `kominote.idea-new.${fixedServiceId ?? "all"}`;

/** The longest idea the server takes (createIdeaRequestSchema). */
export const ideaMaxLength = 2000;

export type IdeaField = keyof IdeaFormValues;

export type IdeaFormCheck =
  | { readonly ok: true; readonly request: CreateIdeaRequest }
  | {
      readonly ok: false;
      /** The form's summary: "Ide a vid" on a service's page, "Enfòmasyon ki manke" on /ideas. */
      readonly title: MessageKey;
      readonly text: MessageKey;
      readonly problems: Readonly<Partial<Record<IdeaField, MessageKey>>>;
    };

/**
 * The rules of SPEC 5: on a service's page (the service is given) the idea must not be empty after
 * trimming; on /ideas a service must be chosen too.
 */
export const checkIdeaForm = (values: IdeaFormValues, fixedServiceId: number | null): IdeaFormCheck => {
  const content = values.content.trim();
  const serviceId = fixedServiceId ?? (values.serviceId === "" ? null : Number(values.serviceId));
  const problems: Partial<Record<IdeaField, MessageKey>> = {
    ...(serviceId === null ? { serviceId: "validation.idea.serviceRequired" } : {}),
    ...(content === "" ? { content: "validation.idea.empty" } : {}),
  };
  if (serviceId !== null && content !== "") return { ok: true, request: { serviceId, content } };
  return fixedServiceId === null
    ? { ok: false, title: "ideas.form.missing.title", text: "ideas.form.missing.text", problems }
    : { ok: false, title: "ideas.form.empty.title", text: "validation.idea.empty", problems };
};

/** The server's field problems (already in the reader's language) under the form's own fields. */
export const serverIdeaProblems = (fields: Readonly<Record<string, string>> | undefined): Partial<Record<IdeaField, string>> => ({
  ...(fields?.serviceId === undefined ? {} : { serviceId: fields.serviceId }),
  ...(fields?.content === undefined ? {} : { content: fields.content }),
});
