import type { MessageKey } from "@kominote/core/i18n/messages";
import { convert, type CurrencyCode } from "@kominote/core/rules/currency";
import { formatInstant } from "@kominote/core/rules/date-format";
import type { ExchangeRates } from "@kominote/core/schemas/exchange-rates";
import { useEffect, useId, useRef, useState } from "react";
import { useLanguage } from "../../../i18n/language-provider";
import { Button } from "../../../ui/button";
import { SpinnerIcon } from "../../../ui/spinner";
import { conversionBusyMs, readAmount } from "../lib/conversion";
import * as styles from "./converter.css";
import { ConverterResult, type Conversion } from "./converter-result";
import { CurrencySelect } from "./currency-select";

type Outcome =
  | { readonly kind: "none" }
  | { readonly kind: "busy" }
  | { readonly kind: "problem"; readonly message: MessageKey }
  | { readonly kind: "result"; readonly conversion: Conversion };

const none: Outcome = { kind: "none" };

export interface ConverterFormProps {
  /** The server's current rates per US dollar, with their date. */
  readonly rates: ExchangeRates;
}

/**
 * The converter: an amount ("12,50" as well as "12.50"), the currency it is in and the one wanted,
 * a swap between the two, and a convert button that is busy for half a second before the result
 * (SPEC). A missing or non-numeric amount gives no result, only the message saying why. Changing
 * anything drops the shown result, so a result never describes other inputs than the ones shown.
 */
export function ConverterForm({ rates }: ConverterFormProps) {
  const { t, language } = useLanguage();
  const id = useId();
  const [amount, setAmount] = useState("");
  const [from, setFrom] = useState<CurrencyCode>("USD");
  const [to, setTo] = useState<CurrencyCode>("HTG");
  const [outcome, setOutcome] = useState<Outcome>(none);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  const startOver = (): void => {
    clearTimeout(pending.current);
    setOutcome(none);
  };

  const convertAmount = (): void => {
    // The button stays focusable while busy (a disabled one would drop the keyboard's place): a second press waits.
    if (outcome.kind === "busy") return;
    const read = readAmount(amount);
    if ("problem" in read) {
      setOutcome({ kind: "problem", message: read.problem });
      return;
    }
    setOutcome({ kind: "busy" });
    const text = amount;
    pending.current = setTimeout(() => {
      const result = convert(text, from, to, rates.rates);
      setOutcome(
        result === ""
          ? { kind: "problem", message: "converter.amount.invalid" }
          : { kind: "result", conversion: { amount: read.amount, from, to, result: Number(result), rate: rates.rates[to] / rates.rates[from] } },
      );
    }, conversionBusyMs);
  };

  const busy = outcome.kind === "busy";
  const problem = outcome.kind === "problem" ? t(outcome.message) : null;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        convertAmount();
      }}
    >
      <p className={styles.updatedAt}>{t("converter.updatedAt", { date: formatInstant(language, rates.updatedAt, "dateTime") })}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-amount`} className={styles.label}>
          {t("converter.amount")}
        </label>
        <p id={`${id}-amount-hint`} className={styles.hint}>
          {t("converter.amount.hint")}
        </p>
        <input
          id={`${id}-amount`}
          className={styles.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required
          value={amount}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-amount-hint ${id}-amount-error`}
          onChange={(event) => {
            setAmount(event.target.value);
            startOver();
          }}
        />
        <p id={`${id}-amount-error`} role="alert" className={styles.error}>
          {problem ?? ""}
        </p>
      </div>
      <div className={styles.currencies}>
        <CurrencySelect
          id={`${id}-from`}
          label={t("converter.from")}
          value={from}
          onChange={(code) => {
            setFrom(code);
            startOver();
          }}
        />
        <Button
          variant="secondary"
          className={styles.swap}
          onPress={() => {
            setFrom(to);
            setTo(from);
            startOver();
          }}
        >
          <span aria-hidden="true" className={styles.swapIcon}>
            ⇄
          </span>
          {t("converter.swap")}
        </Button>
        <CurrencySelect
          id={`${id}-to`}
          label={t("converter.to")}
          value={to}
          onChange={(code) => {
            setTo(code);
            startOver();
          }}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" fullWidth>
          {busy ? (
            <>
              <SpinnerIcon />
              {t("converter.converting")}
            </>
          ) : (
            t("converter.convert")
          )}
        </Button>
      </div>
      {/* Always present, so the result is announced when it appears. */}
      <div role="status">{outcome.kind === "result" ? <ConverterResult conversion={outcome.conversion} /> : null}</div>
      <p className={styles.disclaimer}>{t("converter.disclaimer")}</p>
    </form>
  );
}
