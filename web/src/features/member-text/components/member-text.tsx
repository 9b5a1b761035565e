import { shouldTranslate } from "@kominote/core/rules/translation-policy";
import { useState } from "react";
import { Button as AriaButton } from "react-aria-components";
import { useLanguage } from "../../../i18n/language-provider";
import { useTranslatedText } from "../../../i18n/use-translated-text";
import type { TranslateUserText } from "../../../i18n/translate-user-text";
import { translateUserText } from "../../../i18n/user-text-translator";
import * as styles from "./member-text.css";

export interface MemberTextProps {
  /** What the member wrote, as they wrote it (Creole first, whatever language it is in). */
  readonly text: string;
  /** The paragraph's id, for controls it describes (an idea's vote button). */
  readonly id?: string;
  readonly className: string;
  /** For tests and stories; the page's one translator otherwise. */
  readonly translate?: TranslateUserText;
}

type TranslatedParagraphProps = Required<Pick<MemberTextProps, "text" | "className" | "translate">> & Pick<MemberTextProps, "id">;

/** The translation, asked for once shown; the original until it arrives, or when there is none. */
function TranslatedParagraph({ text, id, className, translate }: TranslatedParagraphProps) {
  const { language, t } = useLanguage();
  const translated = useTranslatedText(text, translate);
  const none = !translated.translating && translated.text === text;
  return (
    <>
      <p id={id} className={className} lang={none ? undefined : language}>
        {translated.text}
      </p>
      <p role="status" className={styles.note}>
        {translated.translating ? t("community.translate.working") : none ? t("community.translate.none") : t("community.translate.done")}
      </p>
    </>
  );
}

/**
 * Text a member wrote (an idea, a post), in a language other than Creole: shown as written, with a
 * button that asks for its translation (DECISIONS 8: dictionary, then the page's cache, then the
 * server). Asked for one text at a time, on the reader's press, rather than for every card as a
 * list arrives: on a slow connection a page of thirty ideas must not cost thirty more requests.
 * Creole readers see the text alone, as Creole is never translated.
 */
export function MemberText({ text, id, className, translate = translateUserText }: MemberTextProps) {
  const { language, t } = useLanguage();
  const [showTranslation, setShowTranslation] = useState(false);
  if (!shouldTranslate(text, language)) {
    return (
      <p id={id} className={className}>
        {text}
      </p>
    );
  }
  return (
    <div className={styles.block}>
      {showTranslation ? (
        <TranslatedParagraph text={text} className={className} translate={translate} {...(id === undefined ? {} : { id })} />
      ) : (
        <p id={id} className={className}>
          {text}
        </p>
      )}
      <AriaButton
        className={styles.toggle}
        {...(id === undefined ? {} : { "aria-describedby": id })}
        onPress={() => setShowTranslation((shown) => !shown)}
      >
        {showTranslation ? t("community.translate.original") : t("community.translate.show")}
      </AriaButton>
    </div>
  );
}
