import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { testMember } from "../../../testing/member";
import { withQueryData } from "../../../testing/render-with-data";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { currentUserQueryKey } from "../../auth/queries";
import { deviceAt, deviceFailing } from "../testing/places";
import { LokateScreen } from "./lokate-screen";

const meta = {
  title: "Places/LokateScreen",
  component: LokateScreen,
  parameters: { layout: "fullscreen" },
  args: { geolocation: deviceAt(18.53927, -72.335) },
} satisfies Meta<typeof LokateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = (member: typeof testMember | null) => withQueryData((client) => client.setQueryData(currentUserQueryKey, member));

const onPhone = (Story: ComponentType) => (
  <div style={{ width: 360, maxWidth: "100%" }}>
    <Story />
  </div>
);

export const Member: Story = { decorators: [signedIn(testMember), withProviders] };
/** A visitor: the floating invitation to create an account or sign in. */
export const Visitor: Story = { decorators: [signedIn(null), withProviders] };
/** A device that refuses: the 'denied' message once 'Jwenn kote m ye' is pressed. */
export const Refused: Story = { args: { geolocation: deviceFailing(1) }, decorators: [signedIn(testMember), withProviders] };
export const Phone: Story = { decorators: [onPhone, signedIn(null), withProviders] };
export const French: Story = { decorators: [signedIn(testMember), withLanguage("fr")] };
export const English: Story = { decorators: [signedIn(null), withLanguage("en")] };
export const Spanish: Story = { decorators: [signedIn(testMember), withLanguage("es")] };
export const Portuguese: Story = { decorators: [onPhone, signedIn(null), withLanguage("pt")] };
