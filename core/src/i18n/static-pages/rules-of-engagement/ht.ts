import type { StaticPageContent } from "../types";

export default {
  title: "Règ angajman",
  description:
    "Règ sa yo fè Kominote rete yon espas kote tout moun ka pale lib e an sekirite, pou byen kominote a.",
  sections: [
    {
      heading: "Poukisa règ sa yo",
      paragraphs: [
        "Kominote se yon espas piblik. Sa ou ekri ka li pa vwazen ou, pa yon anplwaye leta oswa pa yon moun nan dyaspora a. Règ sa yo aplike pou tout sa ou pibliye: ide, fowòm, mesaj, kontribisyon, kote, foto ak pwofil ou.",
      ],
    },
    {
      heading: "Respekte tout moun",
      paragraphs: [
        "Ou gen dwa pa dakò ak yon ide; se pa yon rezon pou atake moun ki pwopoze l la. Kritike ide yo, pa moun yo.",
      ],
      items: [
        "Pa ensilte, pa menase, pa imilye pèsonn.",
        "Pa arasele yon manm, ni sou platfòm nan ni andeyò l.",
        "Ekri yon fason pou yon jèn 13 an ka li san danje: pa gen kontni seksyèl, pa gen imaj vyolans.",
      ],
    },
    {
      heading: "Rete sou fè yo",
      paragraphs: [
        "Pataje sa ou konnen ki vre. Lè ou pa sèten, di l. Lè ou rapòte yon pwoblèm (wout ki gate, dlo ki koupe, fatra yo pa ranmase), bay detay ki ka ede: ki kote, depi ki lè, konbyen moun sa touche.",
        "Pa pibliye fo nouvèl, rimè oswa foto ki twonpe moun. Yon kote ou ajoute sou kat la dwe egziste vre, nan plas ou make a.",
      ],
    },
    {
      heading: "Pa gen diskou rayisman",
      paragraphs: [
        "Nou pa aksepte okenn kontni ki ankouraje rayisman oswa vyolans kont yon moun oswa yon gwoup poutèt koulè po yo, orijin yo, nasyonalite yo, relijyon yo, sèks yo, oryantasyon seksyèl yo, andikap yo oswa opinyon politik yo.",
        "Sa vle di tou: pa gen apèl pou vyolans, pou vanjans oswa pou moun fè jistis pa pwòp men yo.",
      ],
    },
    {
      heading: "Pwoteje vi prive lòt moun",
      paragraphs: [
        "Pa janm pibliye enfòmasyon pèsonèl yon lòt moun san li pa dakò: nimewo telefòn, adrès kay, imèl, dokiman idantite, foto kote yo ka rekonèt li, ni foto timoun. Sa gen ladan l enfòmasyon ou wè nan kontribisyon lòt manm.",
        "Si ou vle pale ak yon kontribitè, sèvi ak demann apèl la, ki disponib sèlman lè kontribitè a te aksepte pou yo kontakte l dirèkteman.",
      ],
    },
    {
      heading: "Pa gen spam, pa gen manipilasyon vòt",
      paragraphs: [
        "Pwen, nivo ak klasman yo gen valè sèlman si yo montre vrè angajman moun yo. Se poutèt sa li entèdi pou:",
      ],
      items: [
        "Kreye plizyè kont pou yon sèl moun.",
        "Vote pou pwòp ide ou ak lòt kont, achte oswa vann vòt, oswa fè echanj vòt.",
        "Poste menm mesaj la plizyè fwa, oswa voye kontribisyon vid pou ranmase pwen.",
        "Fè piblisite komèsyal oswa mete lyen ki pa gen rapò ak sijè a.",
        "Sèvi ak pwogram otomatik pou poste, vote oswa envite moun.",
      ],
    },
    {
      heading: "Siyale yon pwoblèm",
      paragraphs: [
        "Si ou wè yon kontni ki pa respekte règ sa yo, siyale l bay moderatè yo olye ou reponn li. Di kisa ki pa bon ladan l: sa ede yo aji pi vit. Moun ou siyale a p ap konnen se ou ki siyale l.",
        "Kominote pa yon sèvis ijans. Si yon moun an danje kounye a, kontakte polis la oswa sèvis ijans ki pi pre a anvan tout bagay.",
      ],
    },
    {
      heading: "Moderasyon",
      paragraphs: [
        "Moderatè yo se manm ki resevwa wòl sa a pou veye sou platfòm nan. Yo revize kote, kontribisyon, ajans, kote ki an sekirite ak pwen koneksyon anvan yo pibliye yo, epi yo ka kache yon ide, yon fowòm oswa yon mesaj ki vyole règ yo.",
        "Lè yo kache yon kontni, yo toujou bay yon rezon. Kontni an pa efase: li rete nan sistèm nan, epi chak desizyon anrejistre nan yon jounal. Konsa, chak desizyon ka verifye.",
      ],
    },
    {
      heading: "Apèl",
      paragraphs: [
        "Si ou panse yo kache kontni ou oswa yo refize yon kote ou ajoute san rezon valab, ou ka mande yon revizyon. Ekri nan support@kominote.ht, mete lyen kontni an epi esplike poukisa ou panse desizyon an pa jis.",
        "Yon lòt moderatè, ki pa t pran premye desizyon an, ap egzamine demann ou. Si desizyon an chanje, kontni an ap parèt ankò jan li te ye a.",
      ],
    },
  ],
} satisfies StaticPageContent;
