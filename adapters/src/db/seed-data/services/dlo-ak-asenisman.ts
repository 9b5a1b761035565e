import type { SeedService } from "../seed-service";

/** Water and sanitation: water points and public toilets, with DINEPA and local water committees. */
export const dloAkAsenisman: SeedService = {
  slug: "dlo-ak-asenisman",
  color: "#0e7490",
  imageUrl: "/images/services/dlo-ak-asenisman.svg",
  text: {
    ht: {
      name: "Dlo ak Asenisman",
      description:
        "Dlo potab, ponp, sous ak twalèt piblik: ede DINEPA ak komite dlo yo konnen kote dlo bon ak kote li manke.",
    },
    fr: {
      name: "Eau et assainissement",
      description:
        "Eau potable, pompes, sources et toilettes publiques : aidez la DINEPA et les comités d'eau à savoir où l'eau est bonne et où elle manque.",
    },
    en: {
      name: "Water and Sanitation",
      description:
        "Drinking water, pumps, springs and public toilets: help DINEPA and local water committees know where water is safe and where it is lacking.",
    },
    es: {
      name: "Agua y saneamiento",
      description:
        "Agua potable, bombas, manantiales y baños públicos: ayude a la DINEPA y a los comités de agua a saber dónde el agua es buena y dónde falta.",
    },
    pt: {
      name: "Água e saneamento",
      description:
        "Água potável, bombas, nascentes e banheiros públicos: ajude a DINEPA e os comitês de água a saber onde a água é boa e onde ela falta.",
    },
  },
  tasks: [
    {
      type: "kat-pwen-dlo",
      isPrerequisite: true,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Make yon pwen dlo",
          description: "Anrejistre yon fontèn, yon ponp, yon sous oswa yon kyòs dlo, ak kote li ye.",
        },
        fr: {
          title: "Signaler un point d'eau",
          description: "Enregistrez une fontaine, une pompe, une source ou un kiosque à eau, avec son emplacement.",
        },
        en: {
          title: "Map a water point",
          description: "Record a public tap, pump, spring or water kiosk, with its location.",
        },
        es: {
          title: "Registrar un punto de agua",
          description: "Registre una fuente, una bomba, un manantial o un quiosco de agua, con su ubicación.",
        },
        pt: {
          title: "Mapear um ponto de água",
          description: "Registre uma torneira pública, bomba, nascente ou quiosque de água, com a localização.",
        },
      },
    },
    {
      type: "kalite-dlo",
      isPrerequisite: false,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Di kijan dlo a ye",
          description:
            "Di si dlo a klè, si li gen move gou oswa move sant, epi si moun yo trete l (klowòks, Aquatabs) anvan yo bwè l.",
        },
        fr: {
          title: "Décrire la qualité de l'eau",
          description:
            "Indiquez si l'eau est claire, si elle a un mauvais goût ou une mauvaise odeur, et si les gens la traitent (chlore, Aquatabs) avant de la boire.",
        },
        en: {
          title: "Describe the water quality",
          description:
            "Say whether the water is clear, whether it tastes or smells bad, and whether people treat it (chlorine, Aquatabs) before drinking it.",
        },
        es: {
          title: "Describir la calidad del agua",
          description:
            "Indique si el agua es clara, si tiene mal sabor u olor, y si la gente la trata (cloro, Aquatabs) antes de beberla.",
        },
        pt: {
          title: "Descrever a qualidade da água",
          description:
            "Informe se a água é limpa, se tem gosto ou cheiro ruim, e se as pessoas a tratam (cloro, Aquatabs) antes de beber.",
        },
      },
    },
    {
      type: "pan-dlo",
      isPrerequisite: false,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Siyale yon pan",
          description: "Fè konnen yon ponp ki kraze, yon tiyo k ap koule oswa yon fontèn ki sèch depi plizyè jou.",
        },
        fr: {
          title: "Signaler une panne",
          description: "Signalez une pompe cassée, une conduite qui fuit ou une fontaine à sec depuis plusieurs jours.",
        },
        en: {
          title: "Report a breakdown",
          description: "Report a broken pump, a leaking pipe or a tap that has been dry for several days.",
        },
        es: {
          title: "Informar de una avería",
          description: "Informe de una bomba rota, una tubería con fugas o una fuente seca desde hace varios días.",
        },
        pt: {
          title: "Avisar sobre um defeito",
          description: "Avise sobre uma bomba quebrada, um cano vazando ou uma torneira seca há vários dias.",
        },
      },
    },
    {
      type: "twalet-piblik",
      isPrerequisite: false,
      locationRequired: true,
      maxContributors: 40,
      text: {
        ht: {
          title: "Make twalèt ak latrin piblik",
          description: "Anrejistre twalèt piblik ak latrin yo, epi di si yo pwòp e si tout moun ka sèvi ak yo.",
        },
        fr: {
          title: "Signaler des toilettes et latrines publiques",
          description:
            "Enregistrez les toilettes et latrines publiques, et indiquez si elles sont propres et accessibles à tous.",
        },
        en: {
          title: "Map public toilets and latrines",
          description: "Record public toilets and latrines, and say whether they are clean and open to everyone.",
        },
        es: {
          title: "Registrar baños y letrinas públicos",
          description: "Registre los baños y letrinas públicos, e indique si están limpios y si todos pueden usarlos.",
        },
        pt: {
          title: "Mapear banheiros e latrinas públicos",
          description: "Registre banheiros e latrinas públicos, e informe se estão limpos e se todos podem usá-los.",
        },
      },
    },
  ],
};
