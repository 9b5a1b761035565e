import type { Meta } from "@storybook/react-vite";
import { screenAt } from "../../../testing/screen-stories";
import { registrationApi } from "../testing/api-handlers";

const link = "/verify-email?token=Yk3v9QpL2xN8mR4t";

/** The link of the confirmation e-mail opened: confirmed, already confirmed, refused, no connection. */
export default { title: "Screens/Verify e-mail" } satisfies Meta;

export const Confirmed = screenAt(link);
export const AlreadyConfirmed = screenAt(link, registrationApi.verifyEmail.answers.alreadyVerified);
export const Refused = screenAt(link, registrationApi.verifyEmail.answers.invalid);
export const Offline = screenAt(link, registrationApi.verifyEmail.answers.networkFailure);
