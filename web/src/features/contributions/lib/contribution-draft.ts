import type { Upload } from "@kominote/core/schemas/uploads";

/** A file already stored by the server, referenced by id in the submission. */
export interface StoredFile {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly contentType: string;
}

/** What the member has given so far: plain strings ("" for empty) and the files already stored. */
export interface ContributionDraft {
  readonly description: string;
  readonly media: readonly StoredFile[];
  readonly hasContactInfo: boolean;
  readonly phoneNumber: string;
  readonly address: string;
  readonly contactNotes: string;
  readonly allowDirectContact: boolean;
  readonly hasWebsite: boolean;
  readonly websiteUrl: string;
  readonly pdf: StoredFile | null;
  /** The member agreed to attach where they are; the position itself is never saved in the draft. */
  readonly shareLocation: boolean;
}

export const emptyContributionDraft: ContributionDraft = {
  description: "",
  media: [],
  hasContactInfo: false,
  phoneNumber: "",
  address: "",
  contactNotes: "",
  allowDirectContact: false,
  hasWebsite: false,
  websiteUrl: "",
  pdf: null,
  shareLocation: false,
};

export const storedFileOf = (file: { readonly name: string }, upload: Upload): StoredFile => ({
  id: upload.id,
  name: file.name,
  size: upload.size,
  contentType: upload.contentType,
});

/** Turning sharing off forgets what was typed, so nothing the member took back can be sent. */
export const withContactSharing = (draft: ContributionDraft, share: boolean): ContributionDraft =>
  share
    ? { ...draft, hasContactInfo: true }
    : { ...draft, hasContactInfo: false, phoneNumber: "", address: "", contactNotes: "", allowDirectContact: false };

export const withWebsite = (draft: ContributionDraft, has: boolean): ContributionDraft =>
  has ? { ...draft, hasWebsite: true } : { ...draft, hasWebsite: false, websiteUrl: "" };
