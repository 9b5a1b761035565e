import type { Language } from "@kominote/core/i18n/languages";
import type { StaticPage, StaticPageContent } from "./types";

type PageModule = Promise<{ default: StaticPageContent }>;

/**
 * One import per page and language, each written out so the bundler makes it its own small chunk:
 * a reader downloads only the page they open, in the language they read.
 */
const pageLoaders: Record<StaticPage, Record<Language, () => PageModule>> = {
  about: {
    ht: () => import("./about/ht"),
    fr: () => import("./about/fr"),
    en: () => import("./about/en"),
    es: () => import("./about/es"),
    pt: () => import("./about/pt"),
  },
  "rules-of-engagement": {
    ht: () => import("./rules-of-engagement/ht"),
    fr: () => import("./rules-of-engagement/fr"),
    en: () => import("./rules-of-engagement/en"),
    es: () => import("./rules-of-engagement/es"),
    pt: () => import("./rules-of-engagement/pt"),
  },
  "terms-conditions": {
    ht: () => import("./terms-conditions/ht"),
    fr: () => import("./terms-conditions/fr"),
    en: () => import("./terms-conditions/en"),
    es: () => import("./terms-conditions/es"),
    pt: () => import("./terms-conditions/pt"),
  },
  "privacy-policy": {
    ht: () => import("./privacy-policy/ht"),
    fr: () => import("./privacy-policy/fr"),
    en: () => import("./privacy-policy/en"),
    es: () => import("./privacy-policy/es"),
    pt: () => import("./privacy-policy/pt"),
  },
};

export const loadStaticPage = async (page: StaticPage, language: Language): Promise<StaticPageContent> =>
  (await pageLoaders[page][language]()).default;
