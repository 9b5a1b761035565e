import type { StaticPageContent } from "../types";

export default {
  title: "Sou Kominote",
  description:
    "Kominote se yon platfòm kote sitwayen ayisyen mete tèt ansanm pou devlope kominote yo, sèvis pa sèvis, tach pa tach.",
  sections: [
    {
      heading: "Misyon nou",
      paragraphs: [
        "Misyon Kominote se bay chak sitwayen ayisyen yon zouti senp pou patisipe nan devlopman peyi a. Nou kwè chanjman kòmanse nan katye nou, lè moun ki konnen reyalite a pale, pwopoze epi aji ansanm.",
        "Nou fè platfòm nan an kreyòl dabò, paske se lang tout Ayisyen pale. Li disponib tou an fransè, anglè, panyòl ak pòtigè pou dyaspora a ak patnè nou yo. Nou fè l pou l mache byen sou telefòn ki pa chè e sou rezo ki lan.",
      ],
    },
    {
      heading: "Sa ou ka fè sou Kominote",
      paragraphs: [
        "Platfòm nan òganize alantou sèvis piblik yo: sante, edikasyon, dlo ak asenisman, fatra, sekirite, eta sivil, transpò, agrikilti, enèji, jistis ak lòt ankò. Men sa chak manm ka fè:",
      ],
      items: [
        "Chwazi yon sèvis prensipal epi fè tach li yo etap pa etap.",
        "Pale nan fowòm yo ak lòt manm ki travay sou menm sèvis la.",
        "Pataje ide pou amelyore sèvis yo epi vote pou ide ou pi renmen yo.",
        "Ajoute kote ki enpòtan (lopital, lekòl, pwen dlo...) sou kat la; yon moderatè revize yo anvan yo parèt pou tout moun.",
        "Sèvi ak zouti piblik yo: lokatè kote, konvètisè lajan, anyè ajans leta, kat kote ki an sekirite ak kat pwen koneksyon entènèt.",
        "Envite zanmi ak fanmi pou yo vin bay yon kout men tou.",
      ],
    },
    {
      heading: "Yon anviwònman kolaboratif",
      paragraphs: [
        "Chak kontribisyon konte. Lè ou fè yon tach, pataje yon ide, poste nan yon fowòm oswa envite yon moun, ou genyen pwen. Pwen yo fè ou monte nivo, depi Kòmanse rive Granmèt, epi yo ba ou yon plas nan klasman an.",
        "Pwen yo la pou rekonèt angajman ou, pa pou mete moun youn kont lòt. Pi bon rezilta yo vini lè nou pataje sa nou konnen, lè nou korije youn lòt avèk respè e lè nou fè konfyans nan travay ansanm.",
        "Pou konekte, ou pa bezwen sonje okenn modpas: nou voye yon kòd 6 chif nan imèl ou oswa pa SMS sou telefòn ou.",
      ],
    },
    {
      heading: "Kòd konduit",
      paragraphs: [
        "Kominote se yon espas piblik ki pou tout moun. Lè ou itilize l, ou pran angajman pou:",
      ],
      items: [
        "Trete tout moun avèk respè, kèlkeswa opinyon yo, orijin yo, relijyon yo, sèks yo oswa kote yo rete.",
        "Pataje enfòmasyon ki vre, epi di ki kote ou jwenn yo lè ou kapab.",
        "Pa janm pibliye enfòmasyon pèsonèl lòt moun (adrès, telefòn, foto) san pèmisyon yo.",
        "Pa fè piblisite, pa repete menm mesaj la epi pa manipile vòt yo.",
        "Siyale kontni ki pa respekte règ yo olye ou reponn ak kòlè.",
      ],
    },
    {
      heading: "Konsekans",
      paragraphs: [
        "Moderatè Kominote yo revize kontni ki siyale ak kontni k ap tann piblikasyon. Lè yon kontni pa respekte règ yo, yo ka kache l epi yo bay rezon an. Yo pa janm efase l: li rete anrejistre pou gen yon tras, e otè a ka mande pou yo revize desizyon an.",
        "Si yon moun kontinye vyole règ yo, li ka pèdi pwen li te genyen yon fason ki pa onèt, li ka resevwa yon avètisman, oswa yo ka sispann kont li pou yon tan oswa nèt ale. Lè gen yon menas grav pou sekirite yon moun, nou ka avèti otorite yo.",
      ],
    },
    {
      heading: "Kontakte nou",
      paragraphs: [
        "Ou gen yon kesyon, yon pwopozisyon, oswa ou vle fè patenarya ak nou? Ekri nou nan support@kominote.ht.",
      ],
    },
  ],
} satisfies StaticPageContent;
