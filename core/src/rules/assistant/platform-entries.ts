import { allStaticPages } from "../../i18n/static-pages/all-pages";
import { staticPages } from "../../i18n/static-pages/types";
import { languages, type Language } from "../../i18n/languages";
import { formatMessage, type AnyCatalog } from "../../i18n/messages";
import { levels } from "../levels";
import { pointActions, pointsTable } from "../points-table";
import { answerText } from "./answer-texts";
import type { KnowledgeEntry, KnowledgeText } from "./knowledge";

export type Catalogs = Readonly<Record<Language, AnyCatalog>>;

const inEveryLanguage = (write: (language: Language) => KnowledgeText): KnowledgeEntry["text"] => {
  const text = Object.fromEntries(languages.map((language) => [language, write(language)])) as Record<Language, KnowledgeText>;
  return text;
};

/** What each action earns, from the one points table (core's rules). */
const pointsEntry = (catalogs: Catalogs): KnowledgeEntry => ({
  id: "rules:points",
  href: "/leaderboard",
  text: inEveryLanguage((language) => {
    const catalog = catalogs[language];
    return {
      title: answerText(language, "pointsTitle"),
      body: pointActions
        .map((action) => {
          const rule = pointsTable[action];
          const line = answerText(language, "pointsLine", {
            action: formatMessage(catalog, rule.descriptionKey),
            points: rule.points,
          });
          return rule.dailyCap === undefined
            ? line
            : `${line} ${answerText(language, "pointsDailyCap", { cap: rule.dailyCap })}`;
        })
        .join("; "),
    };
  }),
});

/** The levels and the points each starts at. */
const levelsEntry = (catalogs: Catalogs): KnowledgeEntry => ({
  id: "rules:levels",
  href: "/leaderboard",
  text: inEveryLanguage((language) => {
    const catalog = catalogs[language];
    return {
      title: answerText(language, "levelsTitle"),
      body: levels
        .map((level) =>
          answerText(language, "levelsLine", {
            level: formatMessage(catalog, level.nameKey),
            points: level.minPoints,
          }),
        )
        .join("; "),
    };
  }),
});

/** One entry per section of each static page, linked to the section where it has an anchor. */
const staticPageEntries = (): KnowledgeEntry[] =>
  staticPages.flatMap((page) => {
    const versions = allStaticPages[page];
    return versions.ht.sections.map((section, index) => ({
      id: `page:${page}:${index}`,
      href: section.anchor === undefined ? `/${page}` : `/${page}#${section.anchor}`,
      text: inEveryLanguage((language) => {
        const content = versions[language];
        const localized = content.sections[index] ?? section;
        return {
          title: `${content.title}: ${localized.heading}`,
          body: [...localized.paragraphs, ...(localized.items ?? [])].join(" "),
        };
      }),
    }));
  });

/** The content that lives in core: the points table, the levels and the static pages' rules. */
export const platformEntries = (catalogs: Catalogs): KnowledgeEntry[] => [
  pointsEntry(catalogs),
  levelsEntry(catalogs),
  ...staticPageEntries(),
];
