import type { Meta, StoryObj } from "@storybook/react-vite";
import { CoordinateFinder } from "./coordinate-finder";
import { withLanguage, withProviders } from "../../../testing/story-providers";

const meta = {
  title: "Places/CoordinateFinder",
  component: CoordinateFinder,
  decorators: [withProviders],
  args: { device: { position: null, locating: false, failure: null, locate: async () => null }, problem: null, problemId: "finder-problem" },
} satisfies Meta<typeof CoordinateFinder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotYet: Story = {};
export const Found: Story = { args: { device: { position: { latitude: 18.53927, longitude: -72.335 }, locating: false, failure: null, locate: async () => null } } };
export const Locating: Story = { args: { device: { position: null, locating: true, failure: null, locate: async () => null } } };
export const Denied: Story = { args: { device: { position: null, locating: false, failure: "denied", locate: async () => null } } };
export const TimedOut: Story = { args: { device: { position: null, locating: false, failure: "timeout", locate: async () => null } } };
export const Unsupported: Story = { args: { device: { position: null, locating: false, failure: "unsupported", locate: async () => null } } };
/** Submitted before the coordinates were found. */
export const FindThemFirst: Story = { args: { problem: "Tanpri jwenn kowòdone ou yo anvan ou soumèt enfòmasyon an." } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
