import type { AgencyType, Department } from "@kominote/core/schemas/agencies";

/** A real national body the directory starts with (decision 0019). */
export interface SeedAgency {
  /** The official name, in French as the body itself writes it. */
  readonly name: string;
  readonly type: AgencyType;
  /** What it does, in a sentence of Creole. */
  readonly description: string;
  /** Where it sits, as commonly known: the city, never an invented street address. */
  readonly address: string;
  /** Only a website known to be the body's own; null otherwise. */
  readonly website: string | null;
  readonly services: readonly string[];
  readonly department: Department;
}

const capital = "Port-au-Prince";

/*
 * Haiti's ministries and national bodies, with what they do. Phones and e-mails are left empty:
 * numbers change and are easy to get wrong, and a wrong number sends people nowhere; members add
 * and moderators check what is missing. Websites only where the address is the body's own, known.
 */
export const baseAgencies: readonly SeedAgency[] = [
  // The ministries.
  { name: "Ministère de la Santé Publique et de la Population (MSPP)", type: "ministry", description: "Ministè ki responsab sante piblik: lopital ak sant sante leta, vaksinasyon, ak swivi maladi nan peyi a.", address: capital, website: "https://mspp.gouv.ht", services: ["Sante piblik", "Vaksinasyon", "Lopital piblik", "Otorizasyon pou travay nan sante"], department: "Ouest" },
  { name: "Ministère de l'Éducation Nationale et de la Formation Professionnelle (MENFP)", type: "ministry", description: "Ministè ki dirije sistèm edikasyon an: lekòl, egzamen leta, ak fòmasyon pwofesyonèl.", address: capital, website: "https://menfp.gouv.ht", services: ["Egzamen leta", "Lekòl piblik", "Ekivalans diplòm", "Fòmasyon pwofesyonèl"], department: "Ouest" },
  { name: "Ministère de l'Économie et des Finances (MEF)", type: "ministry", description: "Ministè ki jere finans piblik yo: bidjè leta, taks, ak depans gouvènman an.", address: capital, website: "https://mef.gouv.ht", services: ["Bidjè leta", "Finans piblik"], department: "Ouest" },
  { name: "Ministère de la Justice et de la Sécurité Publique (MJSP)", type: "ministry", description: "Ministè ki responsab lajistis, prizon yo ak sekirite piblik; li gen otorite sou polis la.", address: capital, website: "https://mjsp.gouv.ht", services: ["Lajistis", "Sekirite piblik", "Administrasyon penitansyè"], department: "Ouest" },
  { name: "Ministère de l'Intérieur et des Collectivités Territoriales (MICT)", type: "ministry", description: "Ministè ki swiv meri yo, kolektivite teritoryal yo ak administrasyon depatman yo.", address: capital, website: "https://mict.gouv.ht", services: ["Kolektivite teritoryal", "Meri yo"], department: "Ouest" },
  { name: "Ministère des Affaires Sociales et du Travail (MAST)", type: "ministry", description: "Ministè ki okipe travay, dwa travayè yo ak pwoteksyon sosyal.", address: capital, website: "https://mast.gouv.ht", services: ["Dwa travayè", "Pwoteksyon sosyal", "Konfli travay"], department: "Ouest" },
  { name: "Ministère de l'Agriculture, des Ressources Naturelles et du Développement Rural (MARNDR)", type: "ministry", description: "Ministè ki responsab agrikilti, elvaj, lapèch ak devlopman andeyò.", address: capital, website: "https://agriculture.gouv.ht", services: ["Agrikilti", "Elvaj", "Lapèch", "Devlopman riral"], department: "Ouest" },
  { name: "Ministère des Travaux Publics, Transports et Communications (MTPTC)", type: "ministry", description: "Ministè ki responsab wout, batiman piblik, transpò ak kominikasyon.", address: capital, website: "https://mtptc.gouv.ht", services: ["Wout ak pon", "Batiman piblik", "Transpò"], department: "Ouest" },
  { name: "Ministère du Commerce et de l'Industrie (MCI)", type: "ministry", description: "Ministè ki reglemante komès ak endistri, epi ki anrejistre antrepriz yo.", address: capital, website: "https://mci.gouv.ht", services: ["Anrejistreman antrepriz", "Komès", "Pwoteksyon konsomatè"], department: "Ouest" },
  { name: "Ministère de la Culture et de la Communication (MCC)", type: "ministry", description: "Ministè ki pwoteje ak ankouraje kilti ayisyen ak patrimwàn nasyonal la.", address: capital, website: null, services: ["Kilti", "Patrimwàn", "Kominikasyon"], department: "Ouest" },
  { name: "Ministère des Affaires Étrangères et des Cultes (MAE)", type: "ministry", description: "Ministè ki jere relasyon Ayiti ak lòt peyi, anbasad ak konsila yo, ak relijyon yo.", address: capital, website: "https://mae.gouv.ht", services: ["Legalizasyon dokiman", "Relasyon diplomatik", "Kilt"], department: "Ouest" },
  { name: "Ministère de l'Environnement (MDE)", type: "ministry", description: "Ministè ki responsab pwoteksyon anviwònman an, forè yo ak resous natirèl yo.", address: capital, website: "https://mde.gouv.ht", services: ["Anviwònman", "Pwoteksyon forè"], department: "Ouest" },
  { name: "Ministère de la Planification et de la Coopération Externe (MPCE)", type: "ministry", description: "Ministè ki planifye devlopman peyi a epi ki kowòdone èd ak koperasyon etranje.", address: capital, website: "https://mpce.gouv.ht", services: ["Planifikasyon", "Koperasyon entènasyonal"], department: "Ouest" },
  { name: "Ministère à la Condition Féminine et aux Droits des Femmes (MCFDF)", type: "ministry", description: "Ministè ki defann dwa fanm yo ak egalite ant fanm ak gason.", address: capital, website: null, services: ["Dwa fanm", "Lit kont vyolans sou fanm"], department: "Ouest" },
  { name: "Ministère de la Jeunesse, des Sports et de l'Action Civique (MJSAC)", type: "ministry", description: "Ministè ki okipe jèn yo, espò ak aksyon sivik.", address: capital, website: null, services: ["Jenès", "Espò", "Aksyon sivik"], department: "Ouest" },
  { name: "Ministère des Haïtiens Vivant à l'Étranger (MHAVE)", type: "ministry", description: "Ministè ki fè lyen ant leta a ak Ayisyen ki viv lòt bò dlo, epi ki akonpaye moun ki retounen.", address: capital, website: null, services: ["Dyaspora", "Akonpayman moun ki retounen"], department: "Ouest" },
  { name: "Ministère du Tourisme", type: "ministry", description: "Ministè ki ankouraje ak reglemante touris nan peyi a.", address: capital, website: null, services: ["Touris"], department: "Ouest" },
  { name: "Ministère de la Défense", type: "ministry", description: "Ministè ki responsab defans nasyonal ak Fòs Ame d'Ayiti.", address: capital, website: null, services: ["Defans nasyonal"], department: "Ouest" },
  // The head of government.
  { name: "Primature", type: "other", description: "Biwo Premye Minis la, ki dirije gouvènman an epi ki kowòdone travay ministè yo.", address: capital, website: "https://primature.gouv.ht", services: ["Kowòdinasyon gouvènman an"], department: "Ouest" },
  // Papers, taxes, borders.
  { name: "Office National d'Identification (ONI)", type: "other", description: "Biwo ki bay kat idantifikasyon nasyonal (CIN) ak nimewo idantifikasyon inik chak sitwayen.", address: capital, website: null, services: ["Kat idantifikasyon nasyonal", "Nimewo idantifikasyon inik"], department: "Ouest" },
  { name: "Direction Générale des Impôts (DGI)", type: "tax", description: "Administrasyon ki kolekte taks yo epi ki bay NIF (nimewo idantifikasyon fiskal).", address: capital, website: "https://dgi.gouv.ht", services: ["NIF", "Deklarasyon taks", "Patant", "Kitans fiskal"], department: "Ouest" },
  { name: "Administration Générale des Douanes (AGD)", type: "customs", description: "Ladwàn peyi a: kontwòl machandiz k ap antre ak soti, ak kolèk dwa ladwàn.", address: capital, website: "https://douane.gouv.ht", services: ["Dedwànman machandiz", "Dwa ladwàn"], department: "Ouest" },
  { name: "Direction de l'Immigration et de l'Émigration (DIE)", type: "immigration", description: "Administrasyon ki bay paspò ayisyen epi ki kontwole antre ak sòti moun nan peyi a.", address: capital, website: null, services: ["Paspò", "Viza ak rezidans", "Kontwòl fwontyè"], department: "Ouest" },
  { name: "Archives Nationales d'Haïti (ANH)", type: "other", description: "Achiv nasyonal yo: konsève dokiman leta ak rejis eta sivil, epi bay ekstrè batistè.", address: capital, website: null, services: ["Ekstrè batistè", "Rejis eta sivil", "Achiv leta"], department: "Ouest" },
  // Public services and utilities.
  { name: "Direction Nationale de l'Eau Potable et de l'Assainissement (DINEPA)", type: "other", description: "Enstitisyon leta ki responsab dlo potab ak asenisman nan tout peyi a.", address: capital, website: "https://dinepa.gouv.ht", services: ["Dlo potab", "Asenisman"], department: "Ouest" },
  { name: "Électricité d'Haïti (EDH)", type: "other", description: "Konpayi leta ki pwodui, transpòte ak distribye kouran elektrik.", address: capital, website: null, services: ["Abònman kouran", "Peman bòdwo elektrisite"], department: "Ouest" },
  { name: "Conseil National des Télécommunications (CONATEL)", type: "other", description: "Enstitisyon ki reglemante telekominikasyon, radyo ak televizyon nan peyi a.", address: capital, website: "https://conatel.gouv.ht", services: ["Lisans telekominikasyon", "Frekans radyo"], department: "Ouest" },
  { name: "Autorité Portuaire Nationale (APN)", type: "other", description: "Otorite ki jere pò leta yo ak aktivite maritim komèsyal.", address: capital, website: null, services: ["Pò", "Transpò maritim"], department: "Ouest" },
  { name: "Office d'Assurance Véhicules Contre Tiers (OAVCT)", type: "other", description: "Biwo leta ki bay asirans obligatwa pou machin kont domaj yo fè lòt moun.", address: capital, website: null, services: ["Asirans machin"], department: "Ouest" },
  // Security and protection.
  { name: "Police Nationale d'Haïti (PNH)", type: "police", description: "Polis nasyonal la: sekirite moun ak byen, ak respè lalwa nan tout peyi a.", address: capital, website: null, services: ["Sekirite piblik", "Plent"], department: "Ouest" },
  { name: "Direction Générale de la Protection Civile (DGPC)", type: "other", description: "Enstitisyon ki prepare peyi a pou dezas (siklòn, tranblemanntè, inondasyon) epi ki kowòdone repons lan.", address: capital, website: "https://protectioncivile.gouv.ht", services: ["Prevansyon dezas", "Alèt siklòn", "Abri ijans"], department: "Ouest" },
  { name: "Institut du Bien-Être Social et de Recherches (IBESR)", type: "other", description: "Enstitisyon ki pwoteje timoun ak fanmi, epi ki swiv adopsyon ak sant akèy timoun yo.", address: capital, website: null, services: ["Pwoteksyon timoun", "Adopsyon"], department: "Ouest" },
  { name: "Office de la Protection du Citoyen (OPC)", type: "other", description: "Biwo endepandan ki defann dwa sitwayen yo devan administrasyon piblik la.", address: capital, website: null, services: ["Plent kont administrasyon", "Dwa moun"], department: "Ouest" },
  { name: "Unité de Lutte Contre la Corruption (ULCC)", type: "other", description: "Enstitisyon ki goumen kont koripsyon nan administrasyon piblik la.", address: capital, website: "https://ulcc.gouv.ht", services: ["Denonse koripsyon", "Deklarasyon patrimwàn"], department: "Ouest" },
  // Social insurance and land.
  { name: "Office National d'Assurance-Vieillesse (ONA)", type: "other", description: "Biwo ki jere asirans vyeyès travayè yo ak pansyon yo.", address: capital, website: null, services: ["Pansyon vyeyès", "Kat ONA"], department: "Ouest" },
  { name: "Office d'Assurance Accidents du Travail, Maladie et Maternité (OFATMA)", type: "other", description: "Biwo asirans pou aksidan travay, maladi ak matènite travayè yo.", address: capital, website: null, services: ["Asirans maladi", "Aksidan travay", "Matènite"], department: "Ouest" },
  { name: "Institut National de la Réforme Agraire (INARA)", type: "other", description: "Enstitisyon ki okipe refòm agrè ak distribisyon tè leta bay peyizan.", address: capital, website: null, services: ["Refòm agrè", "Konfli tè"], department: "Ouest" },
  // Money and figures.
  { name: "Banque de la République d'Haïti (BRH)", type: "other", description: "Bank santral peyi a: li jere goud la, to chanj ak sipèvizyon bank yo.", address: capital, website: "https://brh.ht", services: ["To chanj", "Sipèvizyon bank"], department: "Ouest" },
  { name: "Institut Haïtien de Statistique et d'Informatique (IHSI)", type: "other", description: "Enstitisyon ki fè resansman ak estatistik ofisyèl peyi a.", address: capital, website: "https://ihsi.ht", services: ["Estatistik", "Resansman"], department: "Ouest" },
  // Courts.
  { name: "Cour de Cassation", type: "court", description: "Pi gwo tribinal peyi a nan lòd jidisyè a: li tcheke si lòt tribinal yo aplike lalwa kòrèkteman.", address: capital, website: null, services: ["Pouvwa an kasasyon"], department: "Ouest" },
  { name: "Cour Supérieure des Comptes et du Contentieux Administratif (CSC/CA)", type: "court", description: "Tribinal ki kontwole jan lajan leta depanse epi ki jije konfli ak administrasyon an.", address: capital, website: null, services: ["Kontwòl depans piblik", "Kontansye administratif"], department: "Ouest" },
  { name: "Cour d'Appel de Port-au-Prince", type: "court", description: "Tribinal ki jije apèl desizyon tribinal premye enstans yo nan jiridiksyon Pòtoprens.", address: capital, website: null, services: ["Apèl"], department: "Ouest" },
  { name: "Tribunal de Première Instance de Port-au-Prince", type: "court", description: "Tribinal sivil ak kriminèl premye nivo pou jiridiksyon Pòtoprens.", address: capital, website: null, services: ["Jijman sivil", "Jijman kriminèl"], department: "Ouest" },
  // Health and learning.
  { name: "Hôpital de l'Université d'État d'Haïti (HUEH)", type: "hospital", description: "Pi gwo lopital piblik peyi a, ke moun rele Lopital Jeneral.", address: capital, website: null, services: ["Ijans", "Swen lopital", "Fòmasyon doktè"], department: "Ouest" },
  { name: "Université d'État d'Haïti (UEH)", type: "school", description: "Inivèsite piblik peyi a, ak fakilte li yo nan plizyè domèn.", address: capital, website: null, services: ["Etid inivèsitè", "Konkou admisyon"], department: "Ouest" },
  // Town halls, one per large city.
  { name: "Mairie de Port-au-Prince", type: "municipality", description: "Meri komin Pòtoprens: sèvis minisipal, mache, fatra, ak patant lokal.", address: capital, website: null, services: ["Sèvis minisipal", "Patant lokal", "Jesyon mache"], department: "Ouest" },
  { name: "Mairie du Cap-Haïtien", type: "municipality", description: "Meri komin Okap: sèvis minisipal ak jesyon vil la.", address: "Cap-Haïtien", website: null, services: ["Sèvis minisipal"], department: "Nord" },
  { name: "Mairie des Gonaïves", type: "municipality", description: "Meri komin Gonayiv: sèvis minisipal ak jesyon vil la.", address: "Gonaïves", website: null, services: ["Sèvis minisipal"], department: "Artibonite" },
  { name: "Mairie des Cayes", type: "municipality", description: "Meri komin Okay: sèvis minisipal ak jesyon vil la.", address: "Les Cayes", website: null, services: ["Sèvis minisipal"], department: "Sud" },
  { name: "Mairie de Jacmel", type: "municipality", description: "Meri komin Jakmèl: sèvis minisipal ak jesyon vil la.", address: "Jacmel", website: null, services: ["Sèvis minisipal"], department: "Sud-Est" },
];
