import type { ContributeRequest } from "@kominote/core/schemas/contributions";
import type { ContributionDraft } from "./contribution-draft";

export interface Position {
  readonly latitude: number;
  readonly longitude: number;
}

const orNull = (value: string): string | null => (value.trim() === "" ? null : value.trim());

/**
 * The POST /api/tasks/{id}/contribute body. Contact fields go only when the member shares them,
 * direct contact only with a number to call, the place when the wizard has one to send (the
 * member agreed, or the task asks for it); never a user id (the author is the signed-in member).
 */
export const contributeRequestOf = (draft: ContributionDraft, position: Position | null, locationRequired = false): ContributeRequest => {
  const share = draft.hasContactInfo;
  const phoneNumber = share ? orNull(draft.phoneNumber) : null;
  const address = share ? orNull(draft.address) : null;
  const contactNotes = share ? orNull(draft.contactNotes) : null;
  const websiteUrl = draft.hasWebsite ? orNull(draft.websiteUrl) : null;
  return {
    notes: draft.description.trim(),
    hasContactInfo: phoneNumber !== null || address !== null || contactNotes !== null,
    phoneNumber,
    address,
    contactNotes,
    allowDirectContact: phoneNumber !== null && draft.allowDirectContact,
    hasWebsite: websiteUrl !== null,
    websiteUrl,
    mediaUploadIds: draft.media.map((file) => file.id),
    pdfUploadId: draft.pdf?.id ?? null,
    ...((draft.shareLocation || locationRequired) && position !== null ? { userLocation: position } : {}),
  };
};
