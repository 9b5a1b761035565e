import type { Language } from "../i18n/languages";
import type { LiveActivityRecord } from "../ports/live-activity-feed";
import type { LiveActivity } from "../schemas/live";

/** How many recent actions the bar shows, and the window in which a member counts as active (SPEC 2). */
export const liveActivityLimit = 20;
export const liveActivityWindowMinutes = 15;
/** The progress bar is full at this many active members (SPEC 9: "activity bar full at 50"). */
export const liveActivityGoal = 50;

/**
 * What a reader is shown: the service named in their language (Creole where it has no name in
 * it), and names for members only; visitors get the same actions with no name at all (the
 * leaderboard's rule: a visitor never receives a member's name, not even to blur it).
 */
export const liveActivityFor = (activity: LiveActivityRecord, language: Language, signedIn: boolean): LiveActivity => ({
  activeMemberCount: activity.activeMemberCount,
  windowMinutes: activity.windowMinutes,
  recentActions: activity.recentActions.map((action) => ({
    id: action.id,
    userName: signedIn ? action.userName : null,
    action: action.action,
    serviceId: action.serviceId,
    serviceName: action.serviceId === null ? null : (action.serviceNames[language] ?? action.serviceNames.ht ?? null),
    occurredAt: action.occurredAt.toISOString(),
  })),
});

/** The first word of a full name: the bar names members as they would greet each other. */
export const firstNameOf = (fullName: string): string | null => {
  const first = fullName.trim().split(/\s+/u)[0];
  return first === undefined || first === "" ? null : first;
};
