import { sourceMessages, type MessageKey } from "@kominote/core/i18n/messages";
import { contributeRequestSchema } from "@kominote/core/schemas/contributions";
import type { ContributionDraft } from "./contribution-draft";
import { contributeRequestOf } from "./contribution-request";

/** The six steps, in order (SPEC 2: description, media, contact, website, PDF, confirm). */
export const contributionSteps = ["description", "media", "contact", "website", "pdf", "confirm"] as const;
export type ContributionStep = (typeof contributionSteps)[number];

/** Which step asks for each field of the request, so a problem is shown where it can be fixed. */
const stepOfRequestField: Readonly<Record<string, ContributionStep>> = {
  notes: "description",
  mediaUploadIds: "media",
  hasContactInfo: "contact",
  phoneNumber: "contact",
  address: "contact",
  contactNotes: "contact",
  allowDirectContact: "contact",
  hasWebsite: "website",
  websiteUrl: "website",
  pdfUploadId: "pdf",
};

/** The request fields the wizard shows, each on its step; the position is told on the last one. */
export const contributionFields: readonly string[] = [...Object.keys(stepOfRequestField), "userLocation"];

/** The step index of a request field ("phoneNumber", "mediaUploadIds.0"); the confirm step for the rest. */
export const stepIndexOfField = (field: string): number =>
  contributionSteps.indexOf(stepOfRequestField[field.split(".")[0] ?? ""] ?? "confirm");

const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(sourceMessages, text);

/** A problem that keeps a step from being left: the request field it is about, and its catalog key. */
export interface StepProblem {
  readonly field: string;
  readonly messageKey: MessageKey;
}

/**
 * The first problem of one step, or null when the step may be left. The checks are the server's
 * own schema (core), run on the request this draft would send.
 */
export const validateContributionStep = (step: ContributionStep, draft: ContributionDraft): StepProblem | null => {
  if (step === "website" && draft.hasWebsite && draft.websiteUrl.trim() === "") {
    return { field: "websiteUrl", messageKey: "errors.field.required" };
  }
  const parsed = contributeRequestSchema.safeParse(contributeRequestOf(draft, null));
  if (parsed.success) return null;
  const issue = parsed.error.issues.find(
    (candidate) => step === "confirm" || (stepOfRequestField[String(candidate.path[0] ?? "")] ?? "confirm") === step,
  );
  if (issue === undefined) return null;
  return {
    field: String(issue.path[0] ?? ""),
    messageKey: isMessageKey(issue.message) ? issue.message : "errors.field.invalid",
  };
};

/** The first step the member still has to fix, or null when the whole draft can be sent. */
export const firstInvalidContributionStep = (draft: ContributionDraft): number | null => {
  const index = contributionSteps.findIndex((step) => validateContributionStep(step, draft) !== null);
  return index === -1 ? null : index;
};
