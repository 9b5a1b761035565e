import type { LiveActivity } from "@kominote/core/schemas/live";

/** A busy moment as members see it: each kind of action, minutes apart. */
export const storyNow = new Date("2026-05-01T14:30:00.000Z");

const minutesBefore = (minutes: number): string => new Date(storyNow.getTime() - minutes * 60_000).toISOString();

export const busyActivity: LiveActivity = {
  activeMemberCount: 17,
  windowMinutes: 15,
  recentActions: [
    { id: "idea:41", userName: "Marie", action: "idea", serviceId: 2, serviceName: "Sante", occurredAt: minutesBefore(0) },
    { id: "vote:310", userName: "Jean", action: "vote", serviceId: 2, serviceName: "Sante", occurredAt: minutesBefore(2) },
    { id: "forumPost:77", userName: "Rose", action: "forumPost", serviceId: 5, serviceName: "Edikasyon", occurredAt: minutesBefore(4) },
    { id: "contribution:12", userName: "Paul", action: "contribution", serviceId: 1, serviceName: "Dokiman idantite", occurredAt: minutesBefore(9) },
    { id: "place:8", userName: "Anita", action: "place", serviceId: null, serviceName: null, occurredAt: minutesBefore(30) },
    { id: "serviceJoin:55", userName: "Bernard", action: "serviceJoin", serviceId: 5, serviceName: "Edikasyon", occurredAt: minutesBefore(70) },
    { id: "registration:56", userName: "Lourdes", action: "registration", serviceId: null, serviceName: null, occurredAt: minutesBefore(180) },
  ],
};

/** The same moment as a visitor receives it: no names. */
export const visitorActivity: LiveActivity = {
  ...busyActivity,
  recentActions: busyActivity.recentActions.map((action) => ({ ...action, userName: null })),
};

export const quietActivity: LiveActivity = { activeMemberCount: 0, windowMinutes: 15, recentActions: [] };

export const fullActivity: LiveActivity = { ...busyActivity, activeMemberCount: 63 };
