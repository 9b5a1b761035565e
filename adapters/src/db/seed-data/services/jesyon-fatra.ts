import type { SeedService } from "../seed-service";

/** Waste: rubbish piles and blocked drains, for town halls and the metropolitan collection service (SMCRS). */
export const jesyonFatra: SeedService = {
  slug: "jesyon-fatra",
  color: "#4d7c0f",
  imageUrl: "/images/services/jesyon-fatra.svg",
  text: {
    ht: {
      name: "Jesyon Fatra",
      description:
        "Fatra nan lari ak kanal bouche: make pil fatra yo pou meri yo ak SMCRS ka vin ranmase yo.",
    },
    fr: {
      name: "Gestion des déchets",
      description:
        "Ordures dans les rues et canaux bouchés : signalez les tas d'ordures pour que les mairies et le SMCRS viennent les ramasser.",
    },
    en: {
      name: "Waste Management",
      description:
        "Rubbish in the streets and blocked drains: map the piles so town halls and the SMCRS can come and collect them.",
    },
    es: {
      name: "Gestión de residuos",
      description:
        "Basura en las calles y canales tapados: señale los montones de basura para que las alcaldías y el SMCRS los recojan.",
    },
    pt: {
      name: "Gestão de resíduos",
      description:
        "Lixo nas ruas e canais entupidos: marque os montes de lixo para que as prefeituras e o SMCRS venham recolhê-los.",
    },
  },
  tasks: [
    {
      type: "tag-fatra",
      isPrerequisite: true,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Make yon pil fatra",
          description: "Pran foto yon pil fatra nan lari a oswa nan yon kanal, epi anrejistre kote li ye.",
        },
        fr: {
          title: "Signaler un tas d'ordures",
          description: "Photographiez un tas d'ordures dans la rue ou dans un canal, et enregistrez son emplacement.",
        },
        en: {
          title: "Tag a rubbish pile",
          description: "Take a photo of a rubbish pile in the street or in a drain, and record where it is.",
        },
        es: {
          title: "Señalar un montón de basura",
          description: "Tome una foto de un montón de basura en la calle o en un canal, y registre dónde está.",
        },
        pt: {
          title: "Marcar um monte de lixo",
          description: "Tire uma foto de um monte de lixo na rua ou em um canal, e registre onde ele está.",
        },
      },
    },
    {
      type: "kanal-bouche",
      isPrerequisite: false,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Siyale yon kanal bouche",
          description: "Fè konnen yon kanal oswa yon ravin ki bouche ak fatra, anvan lapli fè inondasyon.",
        },
        fr: {
          title: "Signaler un canal bouché",
          description: "Signalez un canal ou une ravine bouché par les ordures, avant que la pluie ne provoque une inondation.",
        },
        en: {
          title: "Report a blocked drain",
          description: "Report a drain or ravine blocked with rubbish, before the rain causes flooding.",
        },
        es: {
          title: "Informar de un canal tapado",
          description: "Informe de un canal o barranco tapado por la basura, antes de que la lluvia provoque una inundación.",
        },
        pt: {
          title: "Avisar sobre um canal entupido",
          description: "Avise sobre um canal ou ravina entupido de lixo, antes que a chuva cause uma enchente.",
        },
      },
    },
    {
      type: "pwen-ranmasaj",
      isPrerequisite: false,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Make yon pwen ranmasaj",
          description:
            "Anrejistre kote kamyon fatra yo pase ak ki jou yo pase, pou moun pa jete fatra nenpòt kote.",
        },
        fr: {
          title: "Signaler un point de collecte",
          description:
            "Enregistrez où et quels jours passent les camions de ramassage, pour que personne ne jette ses ordures n'importe où.",
        },
        en: {
          title: "Map a collection point",
          description:
            "Record where and on which days the rubbish trucks come, so nobody has to dump rubbish just anywhere.",
        },
        es: {
          title: "Registrar un punto de recogida",
          description:
            "Registre dónde y qué días pasan los camiones de basura, para que nadie tire la basura en cualquier sitio.",
        },
        pt: {
          title: "Mapear um ponto de coleta",
          description:
            "Registre onde e em que dias passam os caminhões de lixo, para que ninguém jogue lixo em qualquer lugar.",
        },
      },
    },
    {
      type: "inisyativ-resiklaj",
      isPrerequisite: false,
      locationRequired: false,
      maxContributors: 25,
      text: {
        ht: {
          title: "Pataje yon inisyativ resiklaj",
          description:
            "Fè konnen yon gwoup oswa yon antrepriz ki ranmase plastik ak boutèy, oswa ki fè konpòs nan zòn ou.",
        },
        fr: {
          title: "Partager une initiative de recyclage",
          description:
            "Faites connaître un groupe ou une entreprise qui collecte le plastique et les bouteilles, ou qui fait du compost dans votre zone.",
        },
        en: {
          title: "Share a recycling initiative",
          description:
            "Tell others about a group or business that collects plastic and bottles, or makes compost, in your area.",
        },
        es: {
          title: "Compartir una iniciativa de reciclaje",
          description:
            "Dé a conocer un grupo o una empresa que recoge plástico y botellas, o que hace compost, en su zona.",
        },
        pt: {
          title: "Compartilhar uma iniciativa de reciclagem",
          description:
            "Divulgue um grupo ou uma empresa que recolhe plástico e garrafas, ou que faz compostagem, na sua região.",
        },
      },
    },
  ],
};
