import type { Meta, StoryObj } from "@storybook/react-vite";
import { ApiError } from "../../../api/api-error";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { OwnDataDownload } from "./own-data-download";

const meta = {
  title: "Account/OwnDataDownload",
  component: OwnDataDownload,
  decorators: [withProviders],
  // Stories never save a file: pressing the button shows what the member would read.
  args: {
    download: async () => ({ fileName: "kominote-KDS-0000007-1-2026-11-25.json", blob: new Blob(["{}"]) }),
    save: () => undefined,
  },
} satisfies Meta<typeof OwnDataDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const English: Story = { decorators: [withLanguage("en")] };
export const Refused: Story = {
  args: {
    download: () => Promise.reject(new ApiError(429, "Too Many Requests", { code: "REQUEST.RATE_LIMITED", message: "Twòp demann, tann yon ti moman." })),
  },
};
