import type { SeedService } from "../seed-service";

/** Energy: grid supply from Électricité d'Haïti (EDH), dangerous lines, public solar lighting. */
export const elektrisite: SeedService = {
  slug: "elektrisite",
  color: "#b45309",
  imageUrl: null,
  text: {
    ht: {
      name: "Elektrisite",
      description:
        "Kouran EDH, fil danjere ak limyè solè: fè konnen kote kouran an bay, kote li manke ak ki solisyon ki egziste.",
    },
    fr: {
      name: "Électricité",
      description:
        "Courant de l'EDH, fils dangereux et éclairage solaire : indiquez où le courant arrive, où il manque et quelles solutions existent.",
    },
    en: {
      name: "Electricity",
      description:
        "Grid power from EDH, dangerous wires and solar lighting: show where power flows, where it is missing and what solutions exist.",
    },
    es: {
      name: "Electricidad",
      description:
        "Corriente de la EDH, cables peligrosos y alumbrado solar: indique dónde llega la corriente, dónde falta y qué soluciones existen.",
    },
    pt: {
      name: "Eletricidade",
      description:
        "Energia da EDH, fios perigosos e iluminação solar: mostre onde a energia chega, onde falta e que soluções existem.",
    },
  },
  tasks: [
    {
      type: "ore-kouran",
      isPrerequisite: true,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Bay orè kouran nan zòn ou",
          description: "Di konbyen èdtan kouran EDH bay chak jou nan katye w, ak a ki lè li vini.",
        },
        fr: {
          title: "Donner les horaires de courant",
          description: "Indiquez combien d'heures de courant l'EDH fournit chaque jour dans votre quartier, et à quelle heure.",
        },
        en: {
          title: "Report power hours in your area",
          description: "Say how many hours of EDH power your neighbourhood gets each day, and at what time.",
        },
        es: {
          title: "Informar el horario de corriente",
          description: "Indique cuántas horas de corriente de la EDH recibe su barrio cada día, y a qué hora.",
        },
        pt: {
          title: "Informar o horário da energia",
          description: "Informe quantas horas de energia da EDH o seu bairro recebe por dia, e em que horário.",
        },
      },
    },
    {
      type: "fil-danjere",
      isPrerequisite: false,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Siyale yon poto oswa yon fil danjere",
          description:
            "Fè konnen yon poto ki panche, yon fil ki tonbe oswa yon transfòmatè ki fè dife, anvan yon aksidan rive.",
        },
        fr: {
          title: "Signaler un poteau ou un fil dangereux",
          description:
            "Signalez un poteau penché, un fil tombé ou un transformateur qui fait des étincelles, avant qu'un accident n'arrive.",
        },
        en: {
          title: "Report a dangerous pole or wire",
          description: "Report a leaning pole, a fallen wire or a sparking transformer, before an accident happens.",
        },
        es: {
          title: "Informar de un poste o cable peligroso",
          description:
            "Informe de un poste inclinado, un cable caído o un transformador que echa chispas, antes de que ocurra un accidente.",
        },
        pt: {
          title: "Avisar sobre um poste ou fio perigoso",
          description:
            "Avise sobre um poste inclinado, um fio caído ou um transformador soltando faíscas, antes que aconteça um acidente.",
        },
      },
    },
    {
      type: "limye-sole",
      isPrerequisite: false,
      locationRequired: true,
      maxContributors: 30,
      text: {
        ht: {
          title: "Make yon limyè solè piblik",
          description: "Anrejistre yon poto limyè solè oswa yon enstalasyon solè kominotè, epi di si li mache.",
        },
        fr: {
          title: "Signaler un éclairage solaire public",
          description: "Enregistrez un lampadaire solaire ou une installation solaire communautaire, et indiquez s'il fonctionne.",
        },
        en: {
          title: "Map a public solar light",
          description: "Record a solar street light or a community solar installation, and say whether it works.",
        },
        es: {
          title: "Registrar un alumbrado solar público",
          description: "Registre una farola solar o una instalación solar comunitaria, e indique si funciona.",
        },
        pt: {
          title: "Mapear uma iluminação solar pública",
          description: "Registre um poste de luz solar ou uma instalação solar comunitária, e informe se está funcionando.",
        },
      },
    },
  ],
};
