import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError } from "../../../api/api-error";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { AddPlacePanel } from "./add-place-panel";

const device = (position: { latitude: number; longitude: number } | null) => ({
  position,
  locating: false,
  failure: null,
  locate: async () => position,
  setPosition: () => undefined,
});
const here = { latitude: 18.53927, longitude: -72.335 };

const meta = {
  title: "Places/AddPlacePanel",
  component: AddPlacePanel,
  decorators: [withProviders],
  args: { device: device(null), signedIn: true, onSubmit: async () => undefined },
} satisfies Meta<typeof AddPlacePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Located: Story = { args: { device: device(here), initialValues: { name: "Mache Petyonvil", description: "Gwo mache piblik.", photo: null } } };
/** The server refused the coordinates (outside Haiti): the problem is shown with the finder. */
export const OutsideHaiti: Story = {
  args: {
    device: device(here),
    initialValues: { name: "Mache", description: "", photo: null },
    initialError: new ApiError(400, "Bad Request", {
      code: "REQUEST.INVALID",
      message: "Gen enfòmasyon ki pa bon.",
      fields: { latitude: "Kowòdone sa yo pa an Ayiti." },
    }),
  },
};
/** 'Failed to submit location' when nothing more is said. */
export const Failed: Story = { args: { device: device(here), initialValues: { name: "Mache", description: "", photo: null }, initialError: new ApiError(500, "Internal Server Error", undefined) } };
export const Visitor: Story = { args: { signedIn: false } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
