import type { SecretHasher } from "../ports/secret-hasher";
import type {
  AcceptedInvitation,
  InvitationCounts,
  InvitationStore,
  Invitee,
  NewInvitation,
  RecordedInvitation,
} from "../ports/invitation-store";
import { isSentInvitation, successRateOf } from "../rules/invitation-policy";
import type { InviterEntry } from "../schemas/invitations";

/* An in-memory twin of the invitation store, for use-case tests. */

export interface StoredInvitation extends NewInvitation {
  readonly id: number;
  acceptedUserId: number | null;
  acceptedAt: Date | null;
}

const contactKeyOf = (row: NewInvitation): string | null =>
  row.inviteeEmail !== null ? `email:${row.inviteeEmail}` : row.inviteePhone !== null ? `phone:${row.inviteePhone}` : null;

export class MemoryInvitationStore implements InvitationStore {
  readonly rows: StoredInvitation[] = [];
  readonly codes = new Map<number, string>();
  readonly doNotContact = new Set<string>();
  /** Member id -> full name, for the top-inviters list. */
  readonly names = new Map<number, string>();
  private nextId = 1;

  async linkCode(userId: number, candidate: string) {
    const own = this.codes.get(userId);
    if (own !== undefined) return own;
    if ([...this.codes.values()].includes(candidate)) return null;
    this.codes.set(userId, candidate);
    return candidate;
  }

  async record(invitation: NewInvitation, limit: { dailyLimit: number; dayStart: Date } | null): Promise<RecordedInvitation | "limitReached"> {
    if (limit !== null) {
      const today = this.rows.filter(
        (row) =>
          row.inviterId === invitation.inviterId &&
          isSentInvitation(row.method) &&
          row.at.getTime() >= limit.dayStart.getTime(),
      );
      if (today.length >= limit.dailyLimit) return "limitReached";
    }
    const id = this.nextId++;
    this.rows.push({ ...invitation, id, acceptedUserId: null, acceptedAt: null });
    return { id, createdAt: invitation.at };
  }

  async forget(invitationId: number) {
    const index = this.rows.findIndex((row) => row.id === invitationId);
    if (index >= 0) this.rows.splice(index, 1);
  }

  async contactOf(invitationId: number) {
    const row = this.rows.find((candidate) => candidate.id === invitationId);
    return row === undefined ? null : contactKeyOf(row);
  }

  async isDoNotContact(contactKey: string) {
    return this.doNotContact.has(contactKey);
  }

  async addDoNotContact(contactKey: string) {
    this.doNotContact.add(contactKey);
  }

  async accept(invitee: Invitee): Promise<AcceptedInvitation | null> {
    if (this.rows.some((row) => row.acceptedUserId === invitee.userId)) return null;
    const open = this.rows
      .filter(
        (row) =>
          row.acceptedUserId === null &&
          row.inviterId !== invitee.userId &&
          ((invitee.email !== null && row.inviteeEmail === invitee.email) ||
            (invitee.phoneNumber !== null && row.inviteePhone === invitee.phoneNumber)),
      )
      .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
    const linkOwner =
      invitee.inviteCode === null ? undefined : [...this.codes].find(([, code]) => code === invitee.inviteCode)?.[0];
    let row: StoredInvitation | undefined;
    if (linkOwner !== undefined && linkOwner !== invitee.userId) {
      row = open.find((candidate) => candidate.inviterId === linkOwner);
      if (row === undefined) {
        const id = this.nextId++;
        row = { id, inviterId: linkOwner, method: "link", inviteeEmail: null, inviteePhone: null, message: null, at: invitee.at, acceptedUserId: null, acceptedAt: null };
        this.rows.push(row);
      }
    } else {
      row = open[0];
    }
    if (row === undefined) return null;
    row.acceptedUserId = invitee.userId;
    row.acceptedAt = invitee.at;
    return { invitationId: row.id, inviterId: row.inviterId };
  }

  private tally() {
    const byInviter = new Map<number, { sent: number; shared: number; accepted: number; acceptedOfSent: number }>();
    for (const row of this.rows) {
      const tally = byInviter.get(row.inviterId) ?? { sent: 0, shared: 0, accepted: 0, acceptedOfSent: 0 };
      const sent = isSentInvitation(row.method);
      if (sent) tally.sent += 1;
      if (row.acceptedUserId !== null) tally.accepted += 1;
      if (sent && row.acceptedUserId !== null) tally.acceptedOfSent += 1;
      if (!sent && row.acceptedUserId === null) tally.shared += 1;
      byInviter.set(row.inviterId, tally);
    }
    return byInviter;
  }

  async counts(userId: number): Promise<InvitationCounts> {
    const tally = this.tally();
    const own = tally.get(userId) ?? { sent: 0, shared: 0, accepted: 0, acceptedOfSent: 0 };
    const ahead = [...tally.values()].filter((other) => other.accepted > own.accepted).length;
    return { totalSent: own.sent, totalAccepted: own.accepted, totalShared: own.shared, rank: own.accepted === 0 ? null : ahead + 1 };
  }

  async topInviters(limit: number): Promise<InviterEntry[]> {
    return [...this.tally()]
      .filter(([, tally]) => tally.accepted > 0)
      .sort(([idA, a], [idB, b]) => b.accepted - a.accepted || idA - idB)
      .slice(0, limit)
      .map(([id, tally]) => ({
        id,
        fullName: this.names.get(id) ?? "",
        inviteCount: tally.accepted,
        successRate: successRateOf(tally.acceptedOfSent, tally.sent),
      }));
  }
}

/** A keyed hash that looks like the real one (64 hex characters), deterministic, not secure. */
export const hexHasher = (key = "test-key"): SecretHasher => ({
  hash: (secret) => {
    let out = "";
    let state = 2166136261;
    for (let round = 0; out.length < 64; round += 1) {
      for (const char of `${key}|${round}|${secret}`) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
      out += state.toString(16).padStart(8, "0");
    }
    return out.slice(0, 64);
  },
  equals: (a, b) => a === b,
});
