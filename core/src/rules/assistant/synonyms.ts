import { canonicalWord, foldText } from "./fold-text";

/**
 * Words and phrases that name the same thing across Creole, French and English. Each group
 * becomes one concept word (its first entry, folded), written the same in passages and questions.
 */
const groups: readonly (readonly string[])[] = [
  ["kat idantifikasyon", "cin", "kat idantifikasyon nasyonal", "carte d'identite", "carte d'identification", "carte d'identification nationale", "carte nationale", "id card", "identity card", "national id", "national id card", "national identity card", "kat elektoral", "oni"],
  ["lopital", "hopital", "hospital", "sant sante", "centre de sante", "health center", "klinik", "clinique", "clinic", "dispansè", "dispensaire"],
  ["ak nesans", "acte de naissance", "birth certificate", "batiste", "batistè", "extrait de naissance", "ekstre batiste", "ekstre achiv", "extrait des archives", "archive extract"],
  ["paspo", "passeport", "passport"],
  ["lekol", "ecole", "school", "etablissement scolaire"],
  ["egzamen", "examen", "exam", "examination", "egzamen leta", "examens d'etat", "state exam", "bac"],
  ["dlo", "eau", "water", "dlo potab", "eau potable", "drinking water"],
  ["fatra", "dechet", "ordure", "garbage", "trash", "waste", "rubbish"],
  ["kouran", "electricite", "electricity", "courant", "power", "limyè", "black out", "blakawout", "panne de courant", "power cut", "outage"],
  ["sekirite", "securite", "security", "safety", "danger"],
  ["polis", "police", "commissariat", "police station", "komisarya"],
  ["lajistis", "justice", "tribinal", "tribunal", "court", "jij", "juge", "judge"],
  ["agrikilti", "agriculture", "farming", "kiltivate", "cultiver", "farm", "plantasyon", "jaden"],
  ["transpo", "transport", "bis", "bus", "tap tap", "taptap", "kamyonet", "moto taxi"],
  ["wout", "route", "road", "chemin"],
  ["pwen", "point", "points"],
  ["nivo", "niveau", "level"],
  ["ran", "rang", "rank", "klasman", "classement", "leaderboard"],
  ["kontribisyon", "contribution"],
  ["tach", "tache", "task"],
  ["nimewo", "numero", "number"],
  ["nasyonal", "national", "nationale"],
  ["idantifikasyon", "identification", "identity", "identite", "id"],
  ["vyeyes", "vieillesse", "old age", "elderly", "personnes agees", "granmoun"],
  ["ajans", "agence", "agency", "biwo", "bureau", "office", "enstitisyon", "institution", "biwo leta", "administration", "ministe", "ministere", "ministry"],
  ["taks", "impot", "tax", "taxe", "nif"],
  ["meri", "mairie", "town hall", "city hall", "komin", "commune"],
  ["kote ki an sekirite", "lieu sur", "lieux surs", "safe place", "abri", "shelter", "refuge"],
  ["entenet", "internet", "wifi", "wi fi", "koneksyon", "connexion", "connection"],
  ["ide", "idee", "idea"],
  ["fowom", "forum", "diskisyon", "discussion"],
  ["envite", "inviter", "invite", "invitation", "envitasyon"],
  ["vot", "vote", "voter"],
  ["done pèsonèl", "donnees personnelles", "personal data", "vi prive", "vie privee", "privacy", "confidentialite"],
  ["règ", "regle", "rule", "rules", "kondisyon", "condition", "terms"],
  ["vaksen", "vaccin", "vaccine", "vaksinasyon", "vaccination"],
  ["maladi", "maladie", "illness", "disease", "sick", "malad"],
  ["doktè", "docteur", "medecin", "doctor"],
  ["travay", "travail", "work", "job", "emploi"],
  ["tè", "terre", "land", "teren", "terrain"],
  ["machin", "voiture", "car", "vehicle", "vehicule"],
  ["asirans", "assurance", "insurance"],
  ["pansyon", "pension", "retraite", "retirement"],
  ["koripsyon", "corruption"],
  ["denonse", "denoncer", "denounce", "siyale", "signaler", "report"],
  ["siklon", "cyclone", "ouragan", "hurricane", "tanpet", "tempete", "storm"],
  ["timoun", "enfant", "child", "children", "kids"],
  ["fanm", "femme", "woman", "women"],
];

const fold = (text: string): string[] => foldText(text).split(" ").filter((word) => word !== "");

const conceptWord = (group: readonly string[]): string => `${fold(group[0] ?? "").join("")}`;

/** Multi-word phrases, longest first, with their concept word. */
export const phraseConcepts: readonly (readonly [readonly string[], string])[] = groups
  .flatMap((group) =>
    group.map((entry) => [fold(entry).map(canonicalWord), conceptWord(group)] as const),
  )
  .filter(([words]) => words.length > 1)
  .sort((left, right) => right[0].length - left[0].length);

const singleConcepts: ReadonlyMap<string, string> = new Map(
  groups.flatMap((group) =>
    group
      .map((entry) => fold(entry).map(canonicalWord))
      .filter((words) => words.length === 1)
      .map((words) => [words[0] ?? "", conceptWord(group)] as const),
  ),
);

/** The concept word of a single word of the table, if it is one. */
export const conceptOf = (word: string): string | undefined => singleConcepts.get(word);
