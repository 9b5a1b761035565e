import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { useLanguage } from "../i18n/language-provider";
import type { DevicePosition } from "../lib/locate-device";
import { withLanguage, withProviders } from "../testing/story-providers";
import { PositionFields, positionTexts, type PositionField } from "./position-fields";

/** The fields as a form holds them, with a device that answers as the story says. */
function Fields({ locate, problem }: { readonly locate: () => Promise<DevicePosition>; readonly problem?: string }) {
  const { t } = useLanguage();
  const [values, setValues] = useState({ latitude: "", longitude: "" });
  return (
    <PositionFields
      id="story"
      latitude={values.latitude}
      longitude={values.longitude}
      onChange={(field: PositionField, value: string) => setValues((current) => ({ ...current, [field]: value }))}
      problemOf={(field) => (field === "latitude" ? (problem ?? null) : null)}
      texts={positionTexts(t, "safePlaces")}
      locate={locate}
    />
  );
}

const meta = {
  title: "UI/PositionFields",
  component: Fields,
  decorators: [withProviders],
  args: { locate: async () => ({ latitude: 18.5392, longitude: -72.335 }) },
} satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Use my position' fills both fields from the device. */
export const FromDevice: Story = {};
/** The member refused: the reason is said beside the button. */
export const Refused: Story = { args: { locate: () => Promise.reject(Object.assign(new Error("denied"), { code: 1 })) } };
export const FieldProblem: Story = { args: { problem: "Kote sa a pa ann Ayiti." } };
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
