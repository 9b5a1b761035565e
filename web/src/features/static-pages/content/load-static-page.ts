import type { Language } from "@kominote/core/i18n/languages";
import type { StaticPage, StaticPageContent } from "@kominote/core/i18n/static-pages/types";

type PageModule = Promise<{ default: StaticPageContent }>;

/**
 * One import per page and language, each written out so the bundler makes it its own small chunk:
 * a reader downloads only the page they open, in the language they read.
 */
const pageLoaders: Record<StaticPage, Record<Language, () => PageModule>> = {
  about: {
    ht: () => import("@kominote/core/i18n/static-pages/about/ht"),
    fr: () => import("@kominote/core/i18n/static-pages/about/fr"),
    en: () => import("@kominote/core/i18n/static-pages/about/en"),
    es: () => import("@kominote/core/i18n/static-pages/about/es"),
    pt: () => import("@kominote/core/i18n/static-pages/about/pt"),
  },
  "rules-of-engagement": {
    ht: () => import("@kominote/core/i18n/static-pages/rules-of-engagement/ht"),
    fr: () => import("@kominote/core/i18n/static-pages/rules-of-engagement/fr"),
    en: () => import("@kominote/core/i18n/static-pages/rules-of-engagement/en"),
    es: () => import("@kominote/core/i18n/static-pages/rules-of-engagement/es"),
    pt: () => import("@kominote/core/i18n/static-pages/rules-of-engagement/pt"),
  },
  "terms-conditions": {
    ht: () => import("@kominote/core/i18n/static-pages/terms-conditions/ht"),
    fr: () => import("@kominote/core/i18n/static-pages/terms-conditions/fr"),
    en: () => import("@kominote/core/i18n/static-pages/terms-conditions/en"),
    es: () => import("@kominote/core/i18n/static-pages/terms-conditions/es"),
    pt: () => import("@kominote/core/i18n/static-pages/terms-conditions/pt"),
  },
  "privacy-policy": {
    ht: () => import("@kominote/core/i18n/static-pages/privacy-policy/ht"),
    fr: () => import("@kominote/core/i18n/static-pages/privacy-policy/fr"),
    en: () => import("@kominote/core/i18n/static-pages/privacy-policy/en"),
    es: () => import("@kominote/core/i18n/static-pages/privacy-policy/es"),
    pt: () => import("@kominote/core/i18n/static-pages/privacy-policy/pt"),
  },
};

export const loadStaticPage = async (page: StaticPage, language: Language): Promise<StaticPageContent> =>
  (await pageLoaders[page][language]()).default;
