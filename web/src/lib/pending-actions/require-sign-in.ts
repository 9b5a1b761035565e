import type { PendingAction } from "@kominote/core/rules/pending-actions";
import { openLoginModal } from "../../layout/login-dialog-state";
import { savePendingAction } from "./save-pending-action";

// Type imports only: the pages offering these actions (a service, the tools) do not load the
// pending-action schema; only the runner, after sign-in, reads the action back with it.
const saveAndSignIn = (action: PendingAction): void => {
  savePendingAction(action);
  openLoginModal();
};

/** A visitor's new idea: the text is kept and the sign-in dialog opens; the form reopens with it afterwards. */
export const requireSignInToShareIdea = (draft: { readonly serviceId: number | null; readonly content: string }, returnPath: string): void =>
  saveAndSignIn({
    type: "createIdea",
    ...(draft.serviceId === null ? {} : { serviceId: draft.serviceId }),
    content: draft.content,
    returnPath,
  });

/** A visitor joining a service: after signing in the service is joined and the member lands on `returnPath`. */
export const requireSignInToJoin = (serviceId: number, returnPath: string): void =>
  saveAndSignIn({ type: "joinService", serviceId, returnPath });

/** A visitor opening a tool for members: after signing in the tool at `href` opens. */
export const requireSignInForTool = (toolId: string, href: string): void =>
  saveAndSignIn({ type: "accessTool", toolId, returnPath: href });

/**
 * A visitor adding a place: the sign-in dialog opens, and once signed in they land on `returnPath`
 * (the finder or the map), where the form reopens with what they typed (kept by the places screens).
 */
export const requireSignInToAddPlace = (returnPath: string): void => saveAndSignIn({ type: "addLocation", returnPath });
