/**
 * Words that say nothing about what is asked, in Creole, French and English (already folded: no
 * accents, lower case). Question words are among them: "kijan", "comment", "how" match every passage.
 */
const creole = `a ak avek an ankò anpil ase bay ke ki kiyes kisa kisa kilè kile kijan kiben kibo kote ko konbyen
  la le li lan lo m mwen mw nou nan ne o oswa ou w pa pi pou poukisa se sa sou te ta tou tout yo yon youn
  y gen genyen kapab ka dwe vle fe fet konn konnen di ap pral va vin vini sanble l n k t ye e epi men
  genyen jwenn bezwen tanpri mezanmi eske eske èske`;
const french = `a au aux avec ce ces cet cette comment combien de des du dans en est et il ils elle elles je j
  la le les leur lui ma me mes moi mon ne nous on ou où par pas pour quand que quel quelle quels quelles qui quoi
  sa se ses son sur ta te tes toi ton tu un une vos votre vous y est suis sont faut faire fait peut peux puis
  dois doit obtenir trouver avoir ai quoi qu d l s c n t`;
const english = `a about an and are as at be can could do does for from get how i in is it me my of on or
  the to what when where which who why will with you your have has need find should would there their this that
  much many any issue deliver provide give handle manage take care obtain make`;
/** Where the asker is ("near me") the content cannot tell; every piece of it is about Haiti. */
const everywhere = `pre pres proche chez near nearest closest nearby haiti ayiti ayisyen haitien haitienne haitian`;
const frenchVerbs = `occupe occuper charge delivre fournit gere donne`;

export const stopWords: ReadonlySet<string> = new Set(
  `${creole} ${french} ${english} ${everywhere} ${frenchVerbs}`
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .split(/\s+/)
    .filter((word) => word !== ""),
);
