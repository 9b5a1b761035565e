import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { withLanguage, withProviders } from "../../../testing/story-providers";
import type { SpeechRecognitionConstructor } from "../lib/speech-recognition";
import { scriptedRecognition } from "../testing/scripted-recognition";
import { MicrophoneButton } from "./microphone-button";

/** The button with what it heard shown below, as the question box would receive it. */
function Heard({ recognition }: { readonly recognition: SpeechRecognitionConstructor | null }) {
  const [heard, setHeard] = useState("");
  return (
    <div>
      <MicrophoneButton onHeard={setHeard} recognition={recognition} />
      <p>{heard}</p>
    </div>
  );
}

const meta = {
  title: "Assistant/MicrophoneButton",
  component: Heard,
  decorators: [withProviders],
  args: { recognition: scriptedRecognition({ transcript: "Ki kote lopital ki pi pre m?" }) },
} satisfies Meta<typeof Heard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press it: it listens for a second and a half, then the words heard appear. */
export const Listens: Story = {};
/** The microphone was refused: the spec's speech error beside the button. */
export const HearsNothing: Story = { args: { recognition: scriptedRecognition({ error: "not-allowed" }, 300) } };
/** A browser without speech recognition: the button says so instead of failing. */
export const Unsupported: Story = { args: { recognition: null } };
export const UnsupportedFrench: Story = { args: { recognition: null }, decorators: [withLanguage("fr")] };
export const UnsupportedEnglish: Story = { args: { recognition: null }, decorators: [withLanguage("en")] };
export const UnsupportedSpanish: Story = { args: { recognition: null }, decorators: [withLanguage("es")] };
export const UnsupportedPortuguese: Story = { args: { recognition: null }, decorators: [withLanguage("pt")] };
