import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { levelFor, levelProgress, levels, topLevelReachedKey } from "./levels";

describe("levels", () => {
  it("has the eight thresholds in order", () => {
    expect(levels.map((l) => l.minPoints)).toEqual([0, 100, 250, 500, 1000, 2000, 4000, 8000]);
    expect(levels.map((l) => l.id)).toEqual([
      "starter",
      "novice",
      "apprentice",
      "intermediate",
      "advanced",
      "proficient",
      "expert",
      "topContributor",
    ]);
  });

  it("gives every level a colour, an icon and its own catalog keys", () => {
    for (const l of levels) {
      expect(l.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(l.icon).not.toBe("");
      expect(l.nameKey).toBe(`points.levels.${l.id}.name`);
      expect(l.descriptionKey).toBe(`points.levels.${l.id}.description`);
      expect(l.achievementKey).toBe(`points.levels.${l.id}.achievement`);
    }
    expect(new Set(levels.map((l) => l.color)).size).toBe(levels.length);
    expect(new Set(levels.map((l) => l.icon)).size).toBe(levels.length);
    expect(topLevelReachedKey).toBe("points.levels.topReached");
  });

  it.each([
    [0, "starter"],
    [99, "starter"],
    [100, "novice"],
    [249, "novice"],
    [250, "apprentice"],
    [500, "intermediate"],
    [999.5, "intermediate"],
    [1000, "advanced"],
    [2000, "proficient"],
    [3999, "proficient"],
    [4000, "expert"],
    [7999, "expert"],
    [8000, "topContributor"],
    [1_000_000, "topContributor"],
  ])("%d points is level %s", (points, id) => {
    expect(levelFor(points).id).toBe(id);
  });

  it("treats negative and non-numbers as zero points", () => {
    for (const bad of [-1, -5000, Number.NaN, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]) {
      const progress = levelProgress(bad);
      expect(progress.points).toBe(0);
      expect(progress.current.id).toBe("starter");
      expect(progress.percent).toBe(0);
      expect(progress.pointsToNext).toBe(100);
    }
  });

  it("computes progress between the current and the next minimum", () => {
    expect(levelProgress(0)).toMatchObject({ percent: 0, pointsToNext: 100 });
    expect(levelProgress(50)).toMatchObject({ percent: 50, pointsToNext: 50 });
    const p = levelProgress(175);
    expect(p.current.id).toBe("novice");
    expect(p.next?.id).toBe("apprentice");
    expect(p.percent).toBe(50);
    expect(p.pointsToNext).toBe(75);
    expect(levelProgress(7000)).toMatchObject({ percent: 75, pointsToNext: 1000 });
  });

  it("shows 100 percent and no next level at the top", () => {
    for (const points of [8000, 8001, 123_456]) {
      const p = levelProgress(points);
      expect(p.current.id).toBe("topContributor");
      expect(p.next).toBeNull();
      expect(p.percent).toBe(100);
      expect(p.pointsToNext).toBe(0);
    }
  });

  it("keeps progress within bounds and the next level above the current one", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (points) => {
        const p = levelProgress(points);
        expect(p.percent).toBeGreaterThanOrEqual(0);
        expect(p.percent).toBeLessThanOrEqual(100);
        expect(p.pointsToNext).toBeGreaterThanOrEqual(0);
        expect(p.current.minPoints).toBeLessThanOrEqual(p.points);
        if (p.next !== null) {
          expect(p.next.minPoints).toBeGreaterThan(p.points);
          expect(p.points + p.pointsToNext).toBe(p.next.minPoints);
        }
      }),
    );
  });

  it("never lowers the level when points grow", () => {
    fc.assert(
      fc.property(fc.nat(20_000), fc.nat(20_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(levelFor(high).minPoints).toBeGreaterThanOrEqual(levelFor(low).minPoints);
        if (levelFor(low).id === levelFor(high).id) {
          expect(levelProgress(high).percent).toBeGreaterThanOrEqual(levelProgress(low).percent);
        }
      }),
    );
  });
});
