import type { Meta, StoryObj } from "@storybook/react-vite";
import { testMember } from "../../../testing/member";
import { withProviders } from "../../../testing/story-providers";
import { currentUserQueryKey } from "../../auth/queries";
import { publicServicesQueryOptions } from "../api/get-public-services";
import { servicesWithImages, servicesWithoutImages } from "../../../testing/services";
import { withQueryData } from "../../../testing/render-with-data";
import { ChooseServiceScreen } from "./choose-service-screen";

const meta = {
  title: "Services/ChooseServiceScreen",
  component: ChooseServiceScreen,
  parameters: { layout: "fullscreen" },
  decorators: [
    withQueryData((client) => {
      client.setQueryData(publicServicesQueryOptions("ht").queryKey, [...servicesWithImages, ...servicesWithoutImages]);
      client.setQueryData(currentUserQueryKey, testMember);
    }),
    withProviders,
  ],
} satisfies Meta<typeof ChooseServiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
