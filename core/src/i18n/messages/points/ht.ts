/** Points, levels and the ledger's lines. */
export default {
  "points.action.contributionSubmitted": "Kontribisyon voye",
  "points.action.contributionApproved": "Kontribisyon aksepte",
  "points.action.ideaShared": "Ide pataje",
  "points.action.voteReceived": "Vòt resevwa sou ide ou",
  "points.action.voteCast": "Vòt bay",
  "points.action.forumCreated": "Fowòm kreye",
  "points.action.forumPost": "Mesaj nan fowòm",
  "points.action.placeApproved": "Kote aksepte",
  "points.action.invitationAccepted": "Envitasyon aksepte",
} as const;
