/** Source texts (Haitian Creole) of the tools index (/tools). Keys are "tools.<name>". */
export default {
  "tools.title": "Zouti yo",
  "tools.intro": "Ti zouti piblik pou chak jou. Gen kèk ki louvri pou tout moun; lòt yo mande pou w konekte.",
  "tools.list": "Lis zouti yo",
  "tools.open": "Ouvè",
  "tools.openTool": "Ouvè {name}",
  "tools.membersOnly": "Dwe konekte",
  "tools.forEveryone": "Pou tout moun",
  "tools.locationFinder.name": "Lokatè",
  "tools.locationFinder.description": "Jwenn kowòdone kote ou ye, pataje yon kote ak kominote a, epi chèche kote lòt moun pataje.",
  "tools.ideaVoting.name": "Vote pou ide yo",
  "tools.ideaVoting.description": "Gade ide kominote a pataje yo, triye yo, epi vote pou sa ki pi bon yo.",
  "tools.currencyConverter.name": "Konvètisè lajan",
  "tools.currencyConverter.description": "Konvèti yon montan ant goud, dola, ewo ak lòt lajan, ak to ki mete ajou yo.",
  "tools.governmentAgencies.name": "Ajans gouvènman yo",
  "tools.governmentAgencies.description": "Jwenn ministè, meri, tribinal, lopital ak lòt biwo leta, ak telefòn ak adrès yo, depatman pa depatman.",
} as const;
