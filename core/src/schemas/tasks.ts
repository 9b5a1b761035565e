import { z } from "zod";
import { countSchema, idSchema } from "./common";

/** A step of a service, localized; tasks are done in `position` order. */
export const taskSchema = z
  .object({
    id: idSchema,
    serviceId: idSchema,
    position: z.int().nonnegative(),
    title: z.string(),
    description: z.string(),
    type: z.string().meta({ example: "tag-fatra" }),
    isPrerequisite: z.boolean(),
    locationRequired: z.boolean(),
    maxContributors: z.int().positive().nullable(),
    contributionCount: countSchema,
  })
  .meta({ id: "Task" });
export type Task = z.infer<typeof taskSchema>;

/**
 * A task in a service's list as its reader sees it: everyone's count, and whether the reader
 * (a signed-in member) has a pending or approved contribution to it. A visitor's is always false.
 */
export const serviceTaskSchema = taskSchema
  .extend({ contributedByMe: z.boolean() })
  .meta({ id: "ServiceTask" });
export type ServiceTask = z.infer<typeof serviceTaskSchema>;

/** What follows a contribution: the next task of the service, if any. */
export const nextTaskSchema = z
  .object({
    hasNext: z.boolean(),
    id: idSchema.nullable(),
    title: z.string().nullable(),
  })
  .meta({ id: "NextTask" });
export type NextTask = z.infer<typeof nextTaskSchema>;

/** A task named in the reader's language, with the service it belongs to: what a task's page shows. */
export const taskSummarySchema = z
  .object({
    id: idSchema,
    title: z.string(),
    description: z.string(),
    service: z.object({ id: idSchema, slug: z.string().meta({ example: "sante" }), name: z.string() }),
  })
  .meta({ id: "TaskSummary" });
export type TaskSummary = z.infer<typeof taskSummarySchema>;
