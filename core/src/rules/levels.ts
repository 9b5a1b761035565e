import type { MessageKey } from "../i18n/messages";

export const levelIds = [
  "starter",
  "novice",
  "apprentice",
  "intermediate",
  "advanced",
  "proficient",
  "expert",
  "topContributor",
] as const;
export type LevelId = (typeof levelIds)[number];

export interface Level {
  readonly id: LevelId;
  /** Lowest total of points that reaches this level. */
  readonly minPoints: number;
  /** #rrggbb */
  readonly color: string;
  /** Icon name from the interface's icon set (lucide names). */
  readonly icon: string;
  /**
   * The level's one name in each language (DECISIONS 11): the points bar, the drawer, the level
   * legend and every other text that names a level read this key, and only this one.
   */
  readonly nameKey: MessageKey;
  readonly descriptionKey: MessageKey;
  readonly achievementKey: MessageKey;
}

const level = (id: LevelId, minPoints: number, color: string, icon: string): Level => ({
  id,
  minPoints,
  color,
  icon,
  nameKey: `points.levels.${id}.name`,
  descriptionKey: `points.levels.${id}.description`,
  achievementKey: `points.levels.${id}.achievement`,
});

/** Ordered by minimum points, lowest first. */
export const levels: readonly Level[] = [
  level("starter", 0, "#6b7280", "sprout"),
  level("novice", 100, "#16a34a", "leaf"),
  level("apprentice", 250, "#0d9488", "book-open"),
  level("intermediate", 500, "#2563eb", "star"),
  level("advanced", 1000, "#7c3aed", "award"),
  level("proficient", 2000, "#db2777", "medal"),
  level("expert", 4000, "#ea580c", "trophy"),
  level("topContributor", 8000, "#ca8a04", "crown"),
];

export const topLevelReachedKey: MessageKey = "points.levels.topReached";

export interface LevelProgress {
  readonly points: number;
  readonly current: Level;
  /** null at the top level. */
  readonly next: Level | null;
  /** 0 to 100; 100 at the top level. */
  readonly percent: number;
  /** 0 at the top level. */
  readonly pointsToNext: number;
}

/** Totals come from the server; anything that is not a finite positive number counts as no points. */
const sanePoints = (points: number): number => (Number.isFinite(points) && points > 0 ? points : 0);

/** The highest level whose minimum is at or below the points. */
export const levelFor = (points: number): Level => {
  const total = sanePoints(points);
  let found = levels[0] as Level;
  for (const candidate of levels) if (candidate.minPoints <= total) found = candidate;
  return found;
};

export const levelProgress = (points: number): LevelProgress => {
  const total = sanePoints(points);
  const current = levelFor(total);
  const next = levels.find((candidate) => candidate.minPoints > current.minPoints) ?? null;
  if (next === null) return { points: total, current, next, percent: 100, pointsToNext: 0 };
  const span = next.minPoints - current.minPoints;
  const percent = Math.min(100, ((total - current.minPoints) / span) * 100);
  return { points: total, current, next, percent, pointsToNext: next.minPoints - total };
};
