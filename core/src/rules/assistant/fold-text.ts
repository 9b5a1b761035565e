/** Lower case, accents removed (è -> e, ò -> o), apostrophes and punctuation become spaces. */
export const foldText = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * Creole spelling variants (and common typing without accents or with French spelling), folded
 * into one written form before anything else: "kombyen" and "konbien" are "konbyen".
 */
const variants: Readonly<Record<string, readonly string[]>> = {
  konbyen: ["kombyen", "konbien", "kobyen", "konbye"],
  kijan: ["kouman", "koman", "kòman", "kòuman", "kijann"],
  kote: ["kot", "kibò"],
  mwen: ["mwn", "mw", "mouin", "moin"],
  jwenn: ["jwen", "jouen", "jwenm"],
  papye: ["papie", "papyè"],
  lekol: ["lekòl", "lekkol"],
  lopital: ["lopitał", "lopitál", "lopitan"],
  idantifikasyon: ["idantifikasion", "idantite", "idantifikasyonn"],
  nesans: ["nesanns", "nesance"],
  kouran: ["kouwan", "kouranm"],
  dlo: ["glo"],
  fatra: ["fatras"],
  pwen: ["pwin", "pouen"],
  nivo: ["nivou"],
  kontribisyon: ["kontribisiyon", "kontribisyion"],
  egzamen: ["ekzamen", "egzamn"],
  paspo: ["paspò", "paspor"],
  polis: ["lapolis", "police"],
  ijans: ["ijens", "urgence", "emergency"],
};

const spellingVariants: ReadonlyMap<string, string> = new Map(
  Object.entries(variants).flatMap(([written, others]) => others.map((other) => [foldText(other), written] as const)),
);

/** A plural "s" off a long word (services -> service), so French and English plurals meet. */
const singular = (word: string): string =>
  word.length > 4 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;

/** One folded word in its one written form: spelling variant folded, then plural. */
export const canonicalWord = (word: string): string => singular(spellingVariants.get(word) ?? word);
