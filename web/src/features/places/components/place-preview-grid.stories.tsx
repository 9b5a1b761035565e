import type { Meta, StoryObj } from "@storybook/react-vite";
import { samplePlaces } from "../testing/places";
import { PlacePreviewGrid } from "./place-preview-grid";
import { withLanguage, withProviders } from "../../../testing/story-providers";

const meta = {
  title: "Places/PlacePreviewGrid",
  component: PlacePreviewGrid,
  decorators: [withProviders],
  args: { places: samplePlaces },
} satisfies Meta<typeof PlacePreviewGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight places: six tiles and '+2'. */
export const MoreThanSix: Story = {};
export const Few: Story = { args: { places: samplePlaces.slice(0, 3) } };
/** Long names on a phone: two tiles a row, lines broken between words, three lines at most. */
export const LongNamesOnAPhone: Story = {
  args: {
    places: samplePlaces.map((place, index) => ({
      ...place,
      name: index % 2 === 0 ? "Lopital Inivèsite Leta Ayiti ak Sant Sante Kominotè Petyonvil" : `${place.name} Konstitisyonalite`,
    })),
  },
  globals: { viewport: { value: "mobile1" } },
};
export const French: Story = { decorators: [withLanguage("fr")] };
export const English: Story = { decorators: [withLanguage("en")] };
export const Spanish: Story = { decorators: [withLanguage("es")] };
export const Portuguese: Story = { decorators: [withLanguage("pt")] };
