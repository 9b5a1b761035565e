import type { StaticPageContent } from "../types";

export default {
  title: "Tèm ak kondisyon",
  description:
    "Kondisyon sa yo esplike dwa ak devwa ou lè ou itilize Kominote. Tanpri li yo avèk atansyon.",
  lastUpdated: "Dènye chanjman: janvye 2025",
  sections: [
    {
      heading: "Akseptasyon",
      paragraphs: [
        "Lè ou kreye yon kont oswa ou itilize Kominote, ou aksepte tèm sa yo, Règ angajman yo ak Politik konfidansyalite a. Si ou pa dakò, pa itilize platfòm nan.",
      ],
    },
    {
      heading: "Kiyès ki ka itilize Kominote",
      paragraphs: [
        "Ou dwe gen omwen 13 an pou kreye yon kont. Si ou poko gen 18 an, youn nan paran ou oswa moun ki responsab ou dwe dakò pou ou itilize platfòm nan.",
        "Nou ka mande ou konfime laj ou. Nou ka fèmen yon kont ki kreye ak yon fo dat nesans.",
      ],
    },
    {
      heading: "Kont ou",
      paragraphs: [
        "Ou kreye kont ou ak non konplè ou, dat nesans ou, yon adrès imèl oswa yon nimewo telefòn. Chak kont resevwa yon nimewo manm (KDS) ki pa ka chanje.",
        "Pou konekte, nou voye yon kòd 6 chif nan imèl ou oswa pa SMS. Kòd la valab 10 minit epi li sèvi yon sèl fwa. Pa janm bay pèsonn kòd ou: okenn moun nan ekip Kominote p ap janm mande ou li.",
        "Ou responsab sa ki fèt ak kont ou. Yon moun gen yon sèl kont. Si ou panse yon lòt moun antre nan kont ou, ekri nou touswit.",
      ],
    },
    {
      heading: "Kontni ou pibliye",
      paragraphs: [
        "Ou rete mèt sa ou ekri ak sa ou voye (tèks, foto, dokiman). Lè ou pibliye yo sou Kominote, ou bay Kominote yon lisans gratis, ki pa eksklizif, pou tout peyi, pou l estoke yo, montre yo, tradui yo, chanje fòma yo epi pataje yo sou platfòm nan, pou misyon devlopman kominotè li.",
        "Ou garanti ou gen dwa pibliye sa ou voye a e li pa vyole dwa pèsonn. Foto yo re-anrejistre pou yo vin pi lejè, epi nou retire metadone ladan yo, tankou pozisyon GPS kote yo te pran foto a.",
        "Yo ka tradui tèks ou otomatikman pou manm ki li nan yon lòt lang. Tradiksyon sa yo ka pa egzat; tèks orijinal ou a rete referans lan.",
      ],
    },
    {
      heading: "Itilizasyon akseptab",
      paragraphs: [
        "Ou dakò pou itilize Kominote jan Règ angajman yo mande l. Li entèdi espesyalman pou:",
      ],
      items: [
        "pibliye kontni ki ilegal, vyolan, rayisab oswa ki twonpe moun;",
        "pibliye enfòmasyon pèsonèl lòt moun san pèmisyon yo;",
        "kreye plizyè kont, oswa manipile vòt ak pwen;",
        "eseye antre nan kont lòt moun oswa nan sistèm nan san otorizasyon, oswa anpeche l mache;",
        "ranmase done sou manm yo ak pwogram otomatik.",
      ],
    },
    {
      heading: "Moderasyon",
      paragraphs: [
        "Moderatè yo revize kote, kontribisyon ak lòt kontni anvan oswa apre yo pibliye. Yo ka refize oswa kache yon kontni ki pa respekte tèm sa yo, toujou ak yon rezon. Kontni ki kache pa efase, epi ou ka mande yon revizyon jan Règ angajman yo esplike l.",
        "Nou ka sispann oswa fèmen kont yon moun ki vyole tèm sa yo yon fason grav oswa plizyè fwa.",
      ],
    },
    {
      heading: "Pwen, nivo ak klasman",
      paragraphs: [
        "Pwen, nivo ak plas ou nan klasman an se yon fason pou rekonèt patisipasyon ou. Yo pa gen okenn valè lajan: ou pa ka chanje yo pou lajan, kado oswa sèvis, ni vann yo, ni pase yo bay yon lòt moun.",
        "Nou ka korije yon total pwen ki fèt ak yon erè oswa ak magouy, epi nou ka chanje fason nou kalkile pwen yo.",
      ],
    },
    {
      heading: "Responsablite",
      paragraphs: [
        "Kominote bay platfòm nan jan li ye a. Nou fè tout efò pou li disponib e pou enfòmasyon yo bon, men nou pa ka garanti li p ap janm kanpe, ni tout sa manm yo pibliye egzat. Verifye enfòmasyon enpòtan, sitou sa ki gen rapò ak sante, sekirite oswa lajan, anvan ou aji.",
        "Kominote pa yon sèvis ijans. Li pa reprezante leta ayisyen, ni okenn ajans ki nan anyè a. Opinyon manm yo se pa opinyon Kominote.",
        "Nan limit lalwa pèmèt, Kominote pa responsab domaj ki soti nan fason yon moun itilize platfòm nan, ni nan kontni lòt manm pibliye.",
      ],
    },
    {
      heading: "Lwa ki aplike",
      paragraphs: [
        "Tèm sa yo soumèt a lwa Repiblik Ayiti. Si gen yon diskisyon, n ap eseye rezoud li alamyab anvan. Si sa pa mache, se tribinal ayisyen ki konpetan yo ki pou tranche.",
      ],
    },
    {
      heading: "Chanjman nan tèm yo",
      paragraphs: [
        "Nou ka chanje tèm sa yo. Dat dènye chanjman an parèt anlè paj la. Lè yon chanjman enpòtan, n ap avèti manm yo sou platfòm nan anvan li aplike. Si ou kontinye itilize Kominote apre sa, sa vle di ou aksepte nouvo tèm yo.",
      ],
    },
    {
      heading: "Kontakte nou",
      paragraphs: ["Pou nenpòt kesyon sou tèm sa yo, ekri nou nan support@kominote.ht."],
    },
  ],
} satisfies StaticPageContent;
