import type { DeletionCodeSent } from "@kominote/core/schemas/own-data";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError } from "../../../api/api-error";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { LeaveAccountDialog } from "./leave-account-dialog";

const sent: DeletionCodeSent = { channel: "email", contact: "marie.joseph@example.ht", message: "", resendAfterSeconds: 60 };

const meta = {
  title: "Account/LeaveAccountDialog",
  component: LeaveAccountDialog,
  decorators: [withProviders],
  // Stories never delete anything: the code goes nowhere, and any code other than 123456 is refused.
  args: {
    isOpen: true,
    onClose: () => undefined,
    onDeleted: () => undefined,
    sendCode: async () => sent,
    deleteAccount: async (code: string) => {
      if (code !== "123456") {
        throw new ApiError(400, "Bad Request", {
          code: "LOGIN.CODE_INVALID",
          message: "Kòd la pa kòrèk oswa li ekspire.",
          fields: { code: "Kòd la pa kòrèk oswa li ekspire." },
        });
      }
    },
  },
} satisfies Meta<typeof LeaveAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What goes and what stays, before any code is sent. */
export const Explained: Story = {};
/** The code was sent to the member's own e-mail; type 123456 to see it accepted. */
export const CodeSent: Story = { args: { initialSent: sent } };
export const English: Story = { args: { initialSent: sent }, decorators: [withLanguage("en")] };
/** Too many codes asked for: the server's words above the buttons. */
export const SendRefused: Story = {
  args: {
    sendCode: () => Promise.reject(new ApiError(429, "Too Many Requests", { code: "LOGIN.TOO_SOON", message: "Tann 1 minit anvan ou mande yon lòt kòd." })),
  },
};
