import type { Language } from "../languages";
import aboutEn from "./about/en";
import aboutEs from "./about/es";
import aboutFr from "./about/fr";
import aboutHt from "./about/ht";
import aboutPt from "./about/pt";
import privacyEn from "./privacy-policy/en";
import privacyEs from "./privacy-policy/es";
import privacyFr from "./privacy-policy/fr";
import privacyHt from "./privacy-policy/ht";
import privacyPt from "./privacy-policy/pt";
import rulesEn from "./rules-of-engagement/en";
import rulesEs from "./rules-of-engagement/es";
import rulesFr from "./rules-of-engagement/fr";
import rulesHt from "./rules-of-engagement/ht";
import rulesPt from "./rules-of-engagement/pt";
import termsEn from "./terms-conditions/en";
import termsEs from "./terms-conditions/es";
import termsFr from "./terms-conditions/fr";
import termsHt from "./terms-conditions/ht";
import termsPt from "./terms-conditions/pt";
import type { StaticPage, StaticPageContent } from "./types";

/**
 * Every static page in every language, loaded at once: for the server (the assistant answers from
 * their rules). The web client loads them one by one through its own lazy loader instead.
 */
export const allStaticPages: Readonly<Record<StaticPage, Readonly<Record<Language, StaticPageContent>>>> = {
  about: { ht: aboutHt, fr: aboutFr, en: aboutEn, es: aboutEs, pt: aboutPt },
  "rules-of-engagement": { ht: rulesHt, fr: rulesFr, en: rulesEn, es: rulesEs, pt: rulesPt },
  "terms-conditions": { ht: termsHt, fr: termsFr, en: termsEn, es: termsEs, pt: termsPt },
  "privacy-policy": { ht: privacyHt, fr: privacyFr, en: privacyEn, es: privacyEs, pt: privacyPt },
};
