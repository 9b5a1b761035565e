import type { StaticPageContent } from "../types";

export default {
  title: "Politik konfidansyalite",
  description:
    "Nou respekte vi prive ou. Paj sa a esplike ki enfòmasyon nou ranmase, poukisa nou ranmase yo, ak ki dwa ou genyen sou yo.",
  lastUpdated: "Dènye chanjman: janvye 2025",
  sections: [
    {
      heading: "Enfòmasyon nou ranmase",
      paragraphs: ["Nou ranmase sèlman sa nou bezwen pou platfòm nan mache:"],
      items: [
        "Kont ou: non konplè, dat nesans, adrès imèl oswa nimewo telefòn, ak nimewo manm ou.",
        "Pwofil ou: foto pwofil, konpetans ou chwazi, sèvis prensipal ou, epi si ou vle, adrès ou ak yon ti prezantasyon.",
        "Kontribisyon ou: tach ou fè, ide, vòt, fowòm, mesaj, envitasyon ak pwen ou genyen.",
        "Kote ou ajoute: non, deskripsyon, foto ak kowòdone jeyografik (latitid ak lonjitid).",
        "Enfòmasyon kontak ou chwazi bay nan yon kontribisyon (telefòn, adrès, sit entènèt).",
        "Enfòmasyon teknik pou sekirite: dat koneksyon ak adrès IP, pou anpeche abi.",
      ],
    },
    {
      heading: "Poukisa nou itilize yo",
      paragraphs: [
        "Nou itilize enfòmasyon ou yo sèlman pou bay sèvis Kominote a. Nou pran pozisyon telefòn ou sèlman lè ou mande l, pa egzanp pou jwenn kowòdone yon kote, epi navigatè ou mande pèmisyon ou anvan. Nou itilize enfòmasyon yo pou:",
      ],
      items: [
        "kreye kont ou epi konekte ou ak kòd nou voye ba ou;",
        "montre sèvis, tach ak kontni nan lang ou;",
        "kalkile pwen, nivo ak klasman;",
        "pibliye kote sou kat la apre revizyon, pou tout moun ka jwenn yo;",
        "voye notifikasyon ak mesaj sou kont ou;",
        "pwoteje platfòm nan kont fwod, spam ak abi.",
      ],
    },
    {
      heading: "Baz legal",
      paragraphs: [
        "Nou trete enfòmasyon ou yo paske: ou dakò lè ou kreye kont ou oswa lè ou chwazi pataje yon enfòmasyon (tankou kontak ou nan yon kontribisyon); nou bezwen yo pou ba ou sèvis Tèm ak kondisyon yo dekri; nou gen yon enterè lejitim pou pwoteje platfòm nan ak manm li yo; epi lalwa ayisyen ka oblije nou.",
        "Ou ka retire akò ou nenpòt ki lè pou sa ki depann de li, pa egzanp lè ou retire foto pwofil ou oswa ou sispann pataje kontak ou.",
      ],
    },
    {
      heading: "Estokaj ak sekirite",
      paragraphs: [
        "Enfòmasyon yo estoke nan yon baz done ki pwoteje, epi tout echanj ak platfòm nan chifre (HTTPS).",
        "Nou pa janm estoke kòd koneksyon yo jan yo ye: nou kenbe sèlman yon anprent chifre ki pa ka li. Yon kòd valab 10 minit epi li sèvi yon sèl fwa. Si ou te chwazi yon modpas, li estoke menm jan an, ak yon teknik ki fèt pou sa.",
        "Lè ou konekte, nou kreye yon sesyon ki idantifye pa yon kòd aleyatwa nan yon cookie ki pwoteje. Sesyon an fini lè ou dekonekte, apre 14 jou san aktivite, oswa apre 30 jou kèlkeswa sa.",
        "Nou verifye foto ak fichye ou voye yo, nou re-anrejistre yo epi nou retire metadone ladan yo, tankou pozisyon GPS kote foto a te pran.",
      ],
    },
    {
      heading: "Pataj enfòmasyon",
      paragraphs: [
        "Nou pa janm vann enfòmasyon ou yo, nou pa lwe yo, ni nou pa bay yo pou piblisite.",
        "Lòt manm ka wè non ou, foto pwofil ou ak kontribisyon piblik ou yo (ide, fowòm, kote ki apwouve). Enfòmasyon kontak ou bay nan yon kontribisyon pataje sèlman si ou te aksepte pou yo kontakte ou dirèkteman.",
        "Nou ka pataje enfòmasyon ak founisè teknik k ap ede nou (ebèjman, voye imèl ak SMS, tradiksyon), sèlman pou sèvis sa a e anba obligasyon konfidansyalite. Nou ka bay otorite yo enfòmasyon lè lalwa egzije l oswa pou pwoteje lavi yon moun.",
      ],
    },
    {
      heading: "Konbyen tan nou kenbe yo",
      paragraphs: [
        "Nou kenbe enfòmasyon kont ou toutotan kont ou aktif. Kòd koneksyon yo efase apre yo ekspire. Kontni moderatè yo kache rete anrejistre pou gen tras desizyon an.",
        "Lè ou mande pou efase kont ou, nou efase oswa nou anonimize enfòmasyon pèsonèl ou nan 30 jou, eksepte sa lalwa oblije nou kenbe. Kontribisyon piblik ou yo ka rete, men san non ou.",
      ],
    },
    {
      heading: "Dwa ou",
      paragraphs: ["Enfòmasyon ou yo se pou ou. Ou gen dwa:"],
      items: [
        "wè enfòmasyon nou genyen sou ou epi resevwa yon kopi;",
        "korije enfòmasyon ki pa bon, dirèkteman nan Paramèt Kont oswa lè ou ekri nou;",
        "mande pou nou efase kont ou ak enfòmasyon pèsonèl ou;",
        "opoze oswa limite sèten itilizasyon, epi retire akò ou.",
      ],
    },
    {
      heading: "Timoun",
      paragraphs: [
        "Kominote se pou moun ki gen omwen 13 an. Nou pa kreye kont pou timoun ki poko gen 13 an. Si ou aprann yon timoun ki poko gen 13 an kreye yon kont, ekri nou epi n ap efase l.",
      ],
    },
    {
      anchor: "cookies",
      heading: "Cookies ak done sou aparèy ou",
      paragraphs: [
        "Nou pa itilize cookies pou piblisite ni pou swiv ou sou lòt sit. Nou itilize sèlman:",
      ],
      items: [
        "yon cookie sesyon, ki nesesè pou kenbe ou konekte;",
        "preferans lang ou, ki estoke sou aparèy ou pou paj yo louvri nan lang ou chwazi a;",
        "sa ou te kòmanse fè anvan ou konekte oswa pandan ou pa t gen koneksyon, ki rete sou aparèy ou jiskaske li voye, pou li pa pèdi.",
      ],
    },
    {
      heading: "Chanjman nan politik sa a",
      paragraphs: [
        "Nou ka mete politik sa a ajou. Dat dènye chanjman an parèt anlè paj la, epi n ap avèti ou sou platfòm nan si gen yon chanjman enpòtan.",
      ],
    },
    {
      heading: "Kontakte nou",
      paragraphs: [
        "Pou nenpòt kesyon sou vi prive ou oswa pou itilize dwa ou yo, ekri nan adrès sipò nou an: support@kominote.ht. N ap reponn ou nan 30 jou.",
      ],
    },
  ],
} satisfies StaticPageContent;
