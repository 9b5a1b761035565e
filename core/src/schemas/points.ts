import { z } from "zod";
import { countSchema, idSchema, instantSchema } from "./common";
import { leaderboardCategories } from "../rules/leaderboard-categories";

export const userStatsSchema = z
  .object({
    totalPoints: countSchema,
    weeklyPoints: countSchema.meta({ description: "Points since Monday 00:00, America/Port_au_Prince." }),
    rank: z.int().positive().meta({ description: "1 for the member with the most points." }),
    totalContributions: countSchema,
  })
  .meta({ id: "UserStats" });
export type UserStats = z.infer<typeof userStatsSchema>;

/** One line of the points ledger, described in the requester's language. */
export const recentPointEventSchema = z
  .object({
    id: idSchema,
    points: z.int(),
    description: z.string(),
    createdAt: instantSchema,
  })
  .meta({ id: "RecentPointEvent" });
export type RecentPointEvent = z.infer<typeof recentPointEventSchema>;

export { leaderboardCategories };
export const leaderboardCategorySchema = z.enum(leaderboardCategories).meta({ id: "LeaderboardCategory" });
export type LeaderboardCategory = z.infer<typeof leaderboardCategorySchema>;

/** Visitors get the same ranking with names and photos withheld (null). */
export const leaderboardEntrySchema = z
  .object({
    rank: z.int().positive(),
    fullName: z.string().nullable(),
    username: z.string().nullable(),
    profilePhoto: z.string().nullable(),
    score: countSchema,
    weeklyActivity: countSchema.meta({ description: "Actions this week; the activity bar is full at 40." }),
  })
  .meta({ id: "LeaderboardEntry" });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z
  .object(
    Object.fromEntries(leaderboardCategories.map((category) => [category, z.array(leaderboardEntrySchema)])) as Record<
      LeaderboardCategory,
      z.ZodArray<typeof leaderboardEntrySchema>
    >,
  )
  .meta({ id: "Leaderboard" });
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/**
 * The signed-in member's own standing, read when asked, beside the board that is rebuilt at most
 * once a minute (decision 0009): the points bar's rank and points, and their own row in each
 * category as it stands now (null where they score nothing, or fall below the listed rows).
 */
export const leaderboardStandingSchema = z
  .object({
    rank: z.int().positive().meta({ description: "The points bar's rank: 1 for the member with the most points, as GET /api/user/stats says." }),
    totalPoints: countSchema,
    weeklyPoints: countSchema.meta({ description: "Points since Monday 00:00, America/Port_au_Prince." }),
    entries: z
      .object(
        // A union, not .nullable(): the document must say "the entry or null" (see openapi's nullable-references test).
        Object.fromEntries(leaderboardCategories.map((category) => [category, z.union([leaderboardEntrySchema, z.null()])])) as Record<
          LeaderboardCategory,
          z.ZodUnion<[typeof leaderboardEntrySchema, z.ZodNull]>
        >,
      )
      .meta({
        description:
          "The member's own row per category: their current score, ranked among the board's other rows; null with no score, or below the listed rows.",
      }),
  })
  .meta({ id: "LeaderboardStanding" });
export type LeaderboardStanding = z.infer<typeof leaderboardStandingSchema>;
