import type { InviteMethod, InviterEntry } from "../schemas/invitations";

export interface NewInvitation {
  readonly inviterId: number;
  readonly method: InviteMethod;
  /** Lowercased; only for the e-mail method. */
  readonly inviteeEmail: string | null;
  /** Without spaces; only for the phone method. */
  readonly inviteePhone: string | null;
  readonly message: string | null;
  readonly at: Date;
}

export interface RecordedInvitation {
  readonly id: number;
  readonly createdAt: Date;
}

/** A new member as acceptance sees them. */
export interface Invitee {
  readonly userId: number;
  readonly email: string | null;
  readonly phoneNumber: string | null;
  /** The code of the link they registered through, as their device kept it; may name nobody. */
  readonly inviteCode: string | null;
  readonly at: Date;
}

export interface AcceptedInvitation {
  readonly invitationId: number;
  readonly inviterId: number;
}

export interface InvitationCounts {
  /** E-mail and phone invitations (`sentInviteMethods`). */
  readonly totalSent: number;
  /** Every accepted invitation, a shared link's included. */
  readonly totalAccepted: number;
  /** Shares and copies of the link (`shareInviteMethods`) that nobody registered through. */
  readonly totalShared: number;
  /** 1 + the inviters with more accepted invitations; null with none accepted. */
  readonly rank: number | null;
}

/**
 * Invitations, each member's personal link code, and the contacts that asked never to be
 * invited again ("email:<address>" or "phone:<number>", as the sign-in code keys them).
 */
export interface InvitationStore {
  /** The member's link code; `candidate` becomes it when they have none. Null when `candidate` is another member's. */
  linkCode(userId: number, candidate: string): Promise<string | null>;
  /**
   * Records the invitation. With `dailyLimit`, refuses it once the inviter has recorded that many
   * invitations counted by the limit (e-mail and phone) since `dayStart`; counting and recording
   * are one step, so parallel requests cannot pass the limit together.
   */
  record(
    invitation: NewInvitation,
    limit: { readonly dailyLimit: number; readonly dayStart: Date } | null,
  ): Promise<RecordedInvitation | "limitReached">;
  /** Removes an invitation that could not be delivered, so it does not count as sent. */
  forget(invitationId: number): Promise<void>;
  /** The contact key ("email:..." / "phone:...") an invitation went to; null for an unknown one or a share. */
  contactOf(invitationId: number): Promise<string | null>;
  isDoNotContact(contactKey: string): Promise<boolean>;
  /** Adds the contact to the do-not-contact list; adding it again changes nothing. */
  addDoNotContact(contactKey: string, at: Date): Promise<void>;
  /**
   * Marks the new member's invitation accepted, once per invited person: the invitation of the
   * link's owner (one to the member's contact, else a new "link" invitation), else the earliest
   * invitation sent to the member's e-mail or phone. Null when nobody invited them, or they
   * were already counted.
   */
  accept(invitee: Invitee): Promise<AcceptedInvitation | null>;
  counts(userId: number): Promise<InvitationCounts>;
  /**
   * The inviters with the most accepted invitations, best first (ties: the earlier member), at most
   * `limit`; their success rate counts sent invitations only (`successRateOf`).
   */
  topInviters(limit: number): Promise<InviterEntry[]>;
}
