/** The weekly activity bar is full at 40 actions (SPEC 9). */
export const activityBarMaximum = 40;

/** The bar's colour band: 30+ green, 20+ yellow, 10+ orange, else red (SPEC 9). */
export type ActivityTone = "green" | "yellow" | "orange" | "red";

export interface ActivityLevel {
  readonly actions: number;
  /** 0 to 100: how much of the bar is filled. */
  readonly percent: number;
  readonly tone: ActivityTone;
}

/** Counts come from the server; anything that is not a finite positive number counts as none. */
export const activityLevel = (weeklyActivity: number): ActivityLevel => {
  const actions = Number.isFinite(weeklyActivity) && weeklyActivity > 0 ? Math.floor(weeklyActivity) : 0;
  const tone: ActivityTone = actions >= 30 ? "green" : actions >= 20 ? "yellow" : actions >= 10 ? "orange" : "red";
  return { actions, percent: (Math.min(actions, activityBarMaximum) / activityBarMaximum) * 100, tone };
};
