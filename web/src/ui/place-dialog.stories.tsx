import type { Meta, StoryObj } from "@storybook/react-vite";
import { withLanguage, withProviders } from "../testing/story-providers";
import { PlaceDialog } from "./place-dialog";

const meta = {
  title: "UI/PlaceDialog",
  component: PlaceDialog,
  decorators: [withProviders],
  parameters: { layout: "fullscreen" },
  args: { title: "Ajoute yon kote sekirize", isOpen: true, onClose: () => undefined, children: <p>Yon moderatè ap verifye kote a anvan lòt manm wè l.</p> },
} satisfies Meta<typeof PlaceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const French: Story = { args: { title: "Ajouter un lieu sûr" }, decorators: [withLanguage("fr")] };
export const English: Story = { args: { title: "Add a safe place" }, decorators: [withLanguage("en")] };
export const Spanish: Story = { args: { title: "Añadir un lugar seguro" }, decorators: [withLanguage("es")] };
export const Portuguese: Story = { args: { title: "Adicionar um lugar seguro" }, decorators: [withLanguage("pt")] };
