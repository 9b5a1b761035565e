import type { Meta, StoryObj } from "@storybook/react-vite";
import { useLanguage } from "../i18n/language-provider";
import { withLanguage, withProviders } from "../testing/story-providers";
import { FilterBar, PlaceFormEnd, PlacesListing, PlacesLoading, PlacesProblem } from "./reported-places";

/**
 * The parts the members' directories of places share, with the safe places' words in the story's
 * language (each screen gives its own).
 */
function Parts({ part }: { readonly part: "filters" | "filtered" | "listing" | "empty" | "loading" | "problem" | "formEnd" | "sending" }) {
  const { t } = useLanguage();
  const filterTexts = {
    region: t("safePlaces.filters"),
    search: t("safePlaces.search"),
    searchHint: t("safePlaces.searchHint"),
    choice: t("safePlaces.filter.category"),
    all: t("safePlaces.filter.all"),
    clear: t("safePlaces.filter.clear"),
  };
  const choices = [
    { value: "hospital", label: t("safePlaces.category.hospital") },
    { value: "police", label: t("safePlaces.category.police") },
  ];
  const listing = (places: readonly { readonly id: number; readonly verificationStatus: string; readonly name: string }[]) => (
    <PlacesListing
      places={places}
      texts={{
        list: t("safePlaces.list"),
        mineTitle: t("safePlaces.mine.title"),
        mineIntro: t("safePlaces.mine.intro"),
        emptyTitle: t("safePlaces.empty.title"),
        emptyText: t("safePlaces.empty.filtered"),
        clear: t("safePlaces.filter.clear"),
      }}
      filtered
      onClearFilters={() => undefined}
      renderCard={(place) => <p>{place.name}</p>}
    />
  );
  switch (part) {
    case "filters":
    case "filtered":
      return (
        <FilterBar
          texts={filterTexts}
          query={part === "filtered" ? "okap" : undefined}
          choice={part === "filtered" ? "police" : undefined}
          choices={choices}
          choiceKey="category"
          onChange={() => undefined}
          onClear={() => undefined}
          clears={0}
        />
      );
    case "listing":
      return listing([
        { id: 1, verificationStatus: "pending", name: "Komisarya Jakmèl" },
        { id: 2, verificationStatus: "verified", name: "Lopital Okap" },
      ]);
    case "empty":
      return listing([]);
    case "loading":
      return <PlacesLoading text={t("safePlaces.loading")} />;
    case "problem":
      return <PlacesProblem text={t("safePlaces.error")} retry={t("safePlaces.retry")} onRetry={() => undefined} />;
    case "formEnd":
    case "sending":
      return (
        <form>
          <PlaceFormEnd
            failure={part === "formEnd" ? t("safePlaces.form.failed") : null}
            isSending={part === "sending"}
            onCancel={() => undefined}
            texts={{ cancel: t("safePlaces.form.cancel"), submit: t("safePlaces.form.submit"), sending: t("safePlaces.form.sending") }}
          />
        </form>
      );
  }
}

const meta = {
  title: "UI/ReportedPlaces",
  component: Parts,
  decorators: [withProviders],
  args: { part: "filters" },
} satisfies Meta<typeof Parts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filters: Story = {};
/** A search and a choice from the address: the clear button is enabled. */
export const Filtered: Story = { args: { part: "filtered" } };
/** The member's own entry awaiting review apart, then the verified ones. */
export const Listing: Story = { args: { part: "listing" } };
export const Empty: Story = { args: { part: "empty" } };
export const Loading: Story = { args: { part: "loading" } };
export const Problem: Story = { args: { part: "problem" } };
export const FormEnd: Story = { args: { part: "formEnd" } };
export const Sending: Story = { args: { part: "sending" } };
export const French: Story = { args: { part: "filtered" }, decorators: [withLanguage("fr")] };
export const English: Story = { args: { part: "listing" }, decorators: [withLanguage("en")] };
export const Spanish: Story = { args: { part: "problem" }, decorators: [withLanguage("es")] };
export const Portuguese: Story = { args: { part: "formEnd" }, decorators: [withLanguage("pt")] };
