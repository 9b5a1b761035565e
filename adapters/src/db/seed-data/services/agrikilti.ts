import type { SeedService } from "../seed-service";

/** Agriculture: farms, market prices, irrigation and crop pests, with the agriculture ministry (MARNDR). */
export const agrikilti: SeedService = {
  slug: "agrikilti",
  color: "#166534",
  imageUrl: "/images/services/agrikilti.svg",
  text: {
    ht: {
      name: "Agrikilti",
      description:
        "Jaden, semans, irigasyon ak mache: ede peyizan yo jwenn sipò MARNDR epi vann rekòt yo pi byen.",
    },
    fr: {
      name: "Agriculture",
      description:
        "Champs, semences, irrigation et marchés : aidez les paysans à obtenir l'appui du MARNDR et à mieux vendre leurs récoltes.",
    },
    en: {
      name: "Agriculture",
      description:
        "Fields, seeds, irrigation and markets: help farmers get support from the agriculture ministry (MARNDR) and sell their harvest better.",
    },
    es: {
      name: "Agricultura",
      description:
        "Campos, semillas, riego y mercados: ayude a los campesinos a obtener apoyo del MARNDR y a vender mejor sus cosechas.",
    },
    pt: {
      name: "Agricultura",
      description:
        "Lavouras, sementes, irrigação e feiras: ajude os agricultores a obter apoio do MARNDR e a vender melhor as colheitas.",
    },
  },
  tasks: [
    {
      type: "kat-jaden",
      isPrerequisite: true,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Make yon jaden",
          description: "Anrejistre yon jaden, sa ki plante ladan l (mayi, pwa, diri, bannann) ak gwosè li.",
        },
        fr: {
          title: "Signaler une parcelle cultivée",
          description: "Enregistrez une parcelle, ce qui y est planté (maïs, haricots, riz, banane plantain) et sa superficie.",
        },
        en: {
          title: "Map a farm plot",
          description: "Record a plot, what is planted on it (maize, beans, rice, plantain) and its size.",
        },
        es: {
          title: "Registrar una parcela",
          description: "Registre una parcela, lo que está sembrado en ella (maíz, frijoles, arroz, plátano) y su superficie.",
        },
        pt: {
          title: "Mapear uma roça",
          description: "Registre uma roça, o que está plantado nela (milho, feijão, arroz, banana-da-terra) e o tamanho.",
        },
      },
    },
    {
      type: "pri-mache",
      isPrerequisite: false,
      locationRequired: false,
      maxContributors: null,
      text: {
        ht: {
          title: "Bay pri nan mache a",
          description: "Di konbyen yon mamit diri, pwa oswa mayi ap vann jodi a nan mache ki pi pre w la.",
        },
        fr: {
          title: "Donner les prix du marché",
          description: "Indiquez le prix d'une marmite de riz, de haricots ou de maïs aujourd'hui au marché le plus proche.",
        },
        en: {
          title: "Report market prices",
          description: "Say what a marmite (the local measure) of rice, beans or maize sells for today at your nearest market.",
        },
        es: {
          title: "Informar los precios del mercado",
          description: "Indique cuánto cuesta hoy una marmita de arroz, frijoles o maíz en el mercado más cercano.",
        },
        pt: {
          title: "Informar os preços da feira",
          description: "Informe quanto custa hoje uma marmita de arroz, feijão ou milho na feira mais próxima.",
        },
      },
    },
    {
      type: "kanal-irigasyon",
      isPrerequisite: false,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Siyale eta yon kanal irigasyon",
          description: "Fè konnen si yon kanal irigasyon ap mache, si li bouche oswa si li kraze.",
        },
        fr: {
          title: "Signaler l'état d'un canal d'irrigation",
          description: "Indiquez si un canal d'irrigation fonctionne, s'il est bouché ou s'il est endommagé.",
        },
        en: {
          title: "Report on an irrigation canal",
          description: "Say whether an irrigation canal is working, blocked or broken.",
        },
        es: {
          title: "Informar del estado de un canal de riego",
          description: "Indique si un canal de riego funciona, si está tapado o si está dañado.",
        },
        pt: {
          title: "Informar o estado de um canal de irrigação",
          description: "Informe se um canal de irrigação está funcionando, entupido ou danificado.",
        },
      },
    },
    {
      type: "maladi-plant",
      isPrerequisite: false,
      locationRequired: true,
      maxContributors: 30,
      text: {
        ht: {
          title: "Siyale yon maladi plant",
          description:
            "Fè konnen si gen ensèk oswa maladi k ap atake jaden yo, tankou cheni nan mayi, ak yon foto si w kapab.",
        },
        fr: {
          title: "Signaler une maladie des cultures",
          description:
            "Signalez des insectes ou des maladies qui attaquent les cultures, comme la chenille du maïs, avec une photo si possible.",
        },
        en: {
          title: "Report a crop pest or disease",
          description:
            "Report insects or diseases attacking crops, such as caterpillars in maize, with a photo if you can.",
        },
        es: {
          title: "Informar de una plaga o enfermedad",
          description:
            "Informe de insectos o enfermedades que atacan los cultivos, como el gusano del maíz, con una foto si puede.",
        },
        pt: {
          title: "Avisar sobre uma praga ou doença",
          description:
            "Avise sobre insetos ou doenças que atacam as lavouras, como a lagarta do milho, com uma foto se puder.",
        },
      },
    },
  ],
};
