import type { InvitationStats, InviterEntry } from "@kominote/core/schemas/invitations";

/** A member with a rank among inviters. */
export const rankedStats: InvitationStats = { totalSent: 12, totalAccepted: 5, totalShared: 4, rank: 3 };

/** A member none of whose invitations was accepted yet. */
export const unrankedStats: InvitationStats = { totalSent: 2, totalAccepted: 0, totalShared: 0, rank: null };

export const topInviters: readonly InviterEntry[] = [
  { id: 11, fullName: "Marie Joseph", inviteCount: 14, successRate: 70 },
  { id: 12, fullName: "Jean Pierre", inviteCount: 9, successRate: 45 },
  { id: 13, fullName: "Rose-Merline Louis", inviteCount: 5, successRate: 100 },
  { id: 14, fullName: "Wilson Étienne", inviteCount: 3, successRate: 25 },
  // Everyone they brought came through their shared link: no invitation sent, no rate.
  { id: 15, fullName: "Nadège Pierre", inviteCount: 2, successRate: null },
];

export const inviteLink = "https://kominote.ht/register?invite=q3VxN8kLm2Pa";
