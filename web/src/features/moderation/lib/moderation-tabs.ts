// Its own file so the /moderation route can check its ?tab= without pulling the screen into the first page's code.
/** The moderation screen's tabs, the open one kept in the address (/moderation?tab=reports). */
export const moderationTabs = ["queue", "reports", "audit", "announce"] as const satisfies readonly [string, ...string[]];
