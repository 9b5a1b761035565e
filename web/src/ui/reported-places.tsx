import type { MessageKey } from "@kominote/core/i18n/messages";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useLanguage } from "../i18n/language-provider";
import { Button } from "./button";
import { FormProblem } from "./form-problem";
import * as styles from "./reported-places.css";
import { SpinnerIcon } from "./spinner";
import * as fieldStyles from "./wizard-form.css";

/**
 * The parts the members' directories of places share (safe places, connection points): each
 * screen gives its own words, so these hold the behaviour and the markup once.
 */

/** The catalogs of the members' directories of places, each with the same `<namespace>.*` keys for these parts. */
export type PlaceNamespace = "safePlaces" | "connectionPoints";

type Translate = (key: MessageKey) => string;

/** The filter bar's texts from a namespace's catalog; `choice` names the one filter (a category, a type). */
export const filterTexts = (t: Translate, namespace: PlaceNamespace, choice: MessageKey): FilterBarProps["texts"] => ({
  region: t(`${namespace}.filters`),
  search: t(`${namespace}.search`),
  searchHint: t(`${namespace}.searchHint`),
  choice: t(choice),
  all: t(`${namespace}.filter.all`),
  clear: t(`${namespace}.filter.clear`),
});

/** The listing's texts from a namespace's catalog; the empty state says to change the filter when there is one. */
export const listingTexts = (t: Translate, namespace: PlaceNamespace, filtered: boolean): PlacesListingProps<never>["texts"] => ({
  list: t(`${namespace}.list`),
  mineTitle: t(`${namespace}.mine.title`),
  mineIntro: t(`${namespace}.mine.intro`),
  emptyTitle: t(`${namespace}.empty.title`),
  emptyText: t(filtered ? `${namespace}.empty.filtered` : `${namespace}.empty.none`),
  clear: t(`${namespace}.filter.clear`),
});

/** The list is on its way: 'K ap chaje...', in view and announced. */
export function PlacesLoading({ text }: { readonly text: string }) {
  return (
    <p role="status" className={styles.status}>
      <SpinnerIcon />
      {text}
    </p>
  );
}

/** The list could not be loaded: say so and offer to ask again. */
export function PlacesProblem({ text, retry, onRetry }: { readonly text: string; readonly retry: string; readonly onRetry: () => void }) {
  return (
    <div role="alert" className={styles.problem}>
      <p>{text}</p>
      <Button onPress={onRetry}>{retry}</Button>
    </div>
  );
}

export interface FilterChoice {
  readonly value: string;
  readonly label: string;
}

export interface FilterBarProps {
  /** The search region's name, the search box's label and example, the choice's label and its 'all' option, the clear button. */
  readonly texts: { readonly region: string; readonly search: string; readonly searchHint: string; readonly choice: string; readonly all: string; readonly clear: string };
  readonly query: string | undefined;
  readonly choice: string | undefined;
  readonly choices: readonly FilterChoice[];
  /** The address's key of the choice (`category`, `type`). */
  readonly choiceKey: string;
  /** A change of the search (`q`) or of the choice (under choiceKey); undefined clears it. */
  readonly onChange: (patch: Readonly<Record<string, string | undefined>>) => void;
  readonly onClear: () => void;
  /** How many times the filters were cleared (here or from the empty list): each clear empties the box. */
  readonly clears: number;
}

/**
 * The search box and one filter, each with its visible label. The screen keeps both in the address,
 * so a filtered list can be shared and survives a reload.
 */
export function FilterBar({ texts, query, choice, choices, choiceKey, onChange, onClear, clears }: FilterBarProps) {
  const id = useId();
  const search = useRef<HTMLInputElement>(null);
  // The box keeps what is typed, as typed, whatever time the address takes to follow; it starts
  // from the address (a shared or reloaded search) and empties when the filters are cleared.
  const [typed, setTyped] = useState(query ?? "");
  const [seenClears, setSeenClears] = useState(clears);
  if (seenClears !== clears) {
    setSeenClears(clears);
    setTyped("");
  }
  // After a clear the member searches again: the box gets the focus (the button pressed may be gone).
  useEffect(() => {
    if (clears > 0) search.current?.focus();
  }, [clears]);
  const filtered = (query ?? "").trim() !== "" || choice !== undefined;
  return (
    <div role="search" className={styles.filters} aria-label={texts.region}>
      <div className={styles.field}>
        <label htmlFor={`${id}-q`} className={styles.label}>
          {texts.search}
        </label>
        <input
          ref={search}
          id={`${id}-q`}
          type="search"
          className={fieldStyles.input}
          placeholder={texts.searchHint}
          autoComplete="off"
          maxLength={100}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange({ q: event.target.value.trim() === "" ? undefined : event.target.value });
          }}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-choice`} className={styles.label}>
          {texts.choice}
        </label>
        <select
          id={`${id}-choice`}
          className={fieldStyles.input}
          value={choice ?? ""}
          onChange={(event) => onChange({ [choiceKey]: event.target.value === "" ? undefined : event.target.value })}
        >
          <option value="">{texts.all}</option>
          {choices.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" isDisabled={!filtered} onPress={onClear}>
        {texts.clear}
      </Button>
    </div>
  );
}

/** The id of a place's card, so a marker pressed on the map brings its card into view. */
export const placeCardId = (kind: string, id: number): string => `${kind}-${id}`;

/** A marker was pressed: its card gets the focus (and so the screen reader's attention), scrolled into view. */
export const focusPlaceCard = (kind: string, id: number): void => {
  const card = document.getElementById(placeCardId(kind, id));
  card?.scrollIntoView({ block: "center" });
  card?.focus();
};

/** The colours of a place's review state: verified, pending, and anything else as refused. */
export const reviewTone = (status: string): "verified" | "pending" | "unverified" =>
  status === "verified" || status === "pending" ? status : "unverified";

/** One labelled fact of a card ('Adrès', 'Vitès'...). */
export function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{t("common.fact", { label })}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

export interface PlacesListingProps<Place extends { readonly id: number; readonly verificationStatus: string }> {
  readonly places: readonly Place[];
  readonly texts: {
    readonly list: string;
    readonly mineTitle: string;
    readonly mineIntro: string;
    readonly emptyTitle: string;
    readonly emptyText: string;
    readonly clear: string;
  };
  /** A search or filter narrows the list: an empty list then offers to clear them. */
  readonly filtered: boolean;
  readonly onClearFilters: () => void;
  readonly renderCard: (place: Place) => ReactNode;
}

/**
 * What the list answered, in two parts: the member's own entries still awaiting review or refused
 * (the server sends those only to their author), then the verified ones, or the empty state.
 */
export function PlacesListing<Place extends { readonly id: number; readonly verificationStatus: string }>({
  places,
  texts,
  filtered,
  onClearFilters,
  renderCard,
}: PlacesListingProps<Place>) {
  const id = useId();
  const mine = places.filter((place) => place.verificationStatus !== "verified");
  const verified = places.filter((place) => place.verificationStatus === "verified");
  const cards = (shown: readonly Place[], label: Record<string, string>) => (
    <ul className={styles.list} {...label}>
      {shown.map((place) => (
        <li key={place.id}>{renderCard(place)}</li>
      ))}
    </ul>
  );
  return (
    <>
      {mine.length === 0 ? null : (
        <section className={styles.section} aria-labelledby={`${id}-mine`}>
          <h2 id={`${id}-mine`} className={styles.sectionTitle}>
            {texts.mineTitle}
          </h2>
          <p className={styles.description}>{texts.mineIntro}</p>
          {cards(mine, { "aria-labelledby": `${id}-mine` })}
        </section>
      )}
      {verified.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{texts.emptyTitle}</p>
          <p className={styles.description}>{texts.emptyText}</p>
          {filtered ? (
            <Button variant="secondary" onPress={onClearFilters}>
              {texts.clear}
            </Button>
          ) : null}
        </div>
      ) : (
        cards(verified, { "aria-label": texts.list })
      )}
    </>
  );
}

export interface PlaceFormEndProps {
  /** The form's message (the server's, or that nothing answered), or null. */
  readonly failure: string | null;
  readonly isSending: boolean;
  readonly onCancel: () => void;
  readonly texts: { readonly cancel: string; readonly submit: string; readonly sending: string };
}

/** The end of a place's form: its message in an alert region beside the buttons, then cancel and send. */
export function PlaceFormEnd({ failure, isSending, onCancel, texts }: PlaceFormEndProps) {
  return (
    <>
      <FormProblem message={failure} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSending}>
          {texts.cancel}
        </Button>
        <Button type="submit" isPending={isSending}>
          {isSending ? (
            <span className={fieldStyles.pending}>
              <SpinnerIcon />
              {texts.sending}
            </span>
          ) : (
            texts.submit
          )}
        </Button>
      </div>
    </>
  );
}
