import type { Language } from "./languages";

/** A language text written in Creole can be translated into (Creole itself is never translated). */
export type TranslationTarget = Exclude<Language, "ht">;

/**
 * Names of the platform's own places and features. They must read the same everywhere a member
 * meets them, so they win over any dictionary or remote translation.
 */
export const glossary = {
  klasman: { en: "Leaderboard", fr: "Classement", es: "Clasificación", pt: "Classificação" },
  kominote: { en: "Community", fr: "Communauté", es: "Comunidad", pt: "Comunidade" },
  "sèvis": { en: "Services", fr: "Services", es: "Servicios", pt: "Serviços" },
  "kòmantè": { en: "Comments", fr: "Commentaires", es: "Comentarios", pt: "Comentários" },
  profil: { en: "Profile", fr: "Profil", es: "Perfil", pt: "Perfil" },
  "aksè": { en: "Access", fr: "Accès", es: "Acceso", pt: "Acesso" },
  koneksyon: { en: "Connection", fr: "Connexion", es: "Conexión", pt: "Conexão" },
  "lokatè": { en: "Locator", fr: "Localisateur", es: "Localizador", pt: "Localizador" },
} as const satisfies Record<string, Record<TranslationTarget, string>>;

export type GlossaryTerm = keyof typeof glossary;
