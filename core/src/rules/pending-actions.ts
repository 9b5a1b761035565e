import { z } from "zod";
import { isSafeInternalPath } from "./auth-return";

/** Device storage key of the action a visitor started before being asked to sign in. */
export const pendingActionKey = "pendingAction";

/** The longest idea draft kept on the device. */
export const ideaDraftMaxLength = 5000;

const id = z.number().int().positive();
const internalPath = z.string().max(2048).refine(isSafeInternalPath);

/** One action, restored after sign-in: the vote is cast, the idea form reopens, the service is joined, the tool opens. */
export const pendingActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("voteOnIdea"), ideaId: id }),
  z.object({
    type: z.literal("createIdea"),
    serviceId: id.optional(),
    content: z.string().max(ideaDraftMaxLength),
    returnPath: internalPath,
  }),
  z.object({ type: z.literal("joinService"), serviceId: id, returnPath: internalPath.optional() }),
  // The place finder (/lokate) names itself; the map page's add is the default.
  z.object({ type: z.literal("addLocation"), returnPath: internalPath.optional() }),
  z.object({ type: z.literal("accessTool"), toolId: z.string().min(1).max(100), returnPath: internalPath }),
]);
export type PendingAction = z.infer<typeof pendingActionSchema>;
export type PendingActionType = PendingAction["type"];

/** Where the member lands once the action is restored. */
export const pendingActionReturnPath = (action: PendingAction): string => {
  switch (action.type) {
    case "voteOnIdea":
      return "/ideas";
    case "addLocation":
      return action.returnPath ?? "/map";
    case "joinService":
      return action.returnPath ?? "/";
    case "createIdea":
    case "accessTool":
      return action.returnPath;
  }
};

export const serializePendingAction = (action: PendingAction): string => JSON.stringify(action);

/** Reads what the device stored; anything unreadable (old format, tampering, bad JSON) is no action. */
export const readPendingAction = (stored: string | null | undefined): PendingAction | null => {
  if (stored === null || stored === undefined || stored === "") return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  const parsed = pendingActionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};
