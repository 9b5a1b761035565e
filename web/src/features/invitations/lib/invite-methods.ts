import type { InviteMethod } from "@kominote/core/schemas/invitations";

// Its own file so the /invite-friends route can check its ?method= without pulling the form into the first page's code.
/** The four ways to invite, as tabs; the first is where the form opens and starts again. */
export const inviteMethods = ["email", "phone", "social", "link"] as const satisfies readonly [InviteMethod, ...InviteMethod[]];
