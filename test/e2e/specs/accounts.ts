import type { Spec } from "../harness";
import { accountDeletionSpecs } from "./accounts-deletion";
import { accountOwnDataSpecs } from "./accounts-own-data";
import { accountRegistrationSpecs } from "./accounts-registration";
import { accountScreenSpecs } from "./accounts-screens";
import { accountSignInSpecs } from "./accounts-sign-in";
import type { ServerLog } from "./accounts-support";

/**
 * The account specs: registration, sign-in by code, the guard, the profile and the account
 * screens, the own data download and leaving. They read the codes and links the server sends from its log, where the outbox prints them.
 */
export const accountSpecs = (log: ServerLog): readonly Spec[] => [
  ...accountRegistrationSpecs,
  ...accountSignInSpecs(log),
  ...accountScreenSpecs(log),
  ...accountOwnDataSpecs,
  ...accountDeletionSpecs(log),
];
