import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import { AgencyChoices } from "./agency-choices";

const meta = {
  title: "Agencies/AgencyChoices",
  component: AgencyChoices,
  decorators: [withProviders],
  args: { of: "department", none: "Tout depatman" },
  // The choices live in a dropdown; the story gives them one, labelled, as the screen does.
  render: (args) => (
    <label>
      {args.of}{" "}
      <select size={12}>
        <AgencyChoices {...args} />
      </select>
    </label>
  ),
} satisfies Meta<typeof AgencyChoices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Creole forms of the departments: Latibonit, Grandans, Nòdès... */
export const Departments: Story = {};
export const Types: Story = { args: { of: "type", none: "Tout kalite" } };
export const DepartmentsInFrench: Story = { decorators: [withLanguage("fr")], args: { none: "Tous les départements" } };
