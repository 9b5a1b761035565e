import type { SeedService } from "../seed-service";

/** Security: police stations of the Haitian National Police (PNH), unlit streets, neighbourhood committees. */
export const sekirite: SeedService = {
  slug: "sekirite",
  color: "#1e3a8a",
  imageUrl: "/images/services/sekirite.svg",
  text: {
    ht: {
      name: "Sekirite",
      description:
        "Komisarya, nimewo ijans ak lari ki nan fènwa: ede moun konnen kote pou yo jwenn èd PNH ak kijan pou yo pwoteje tèt yo.",
    },
    fr: {
      name: "Sécurité",
      description:
        "Commissariats, numéros d'urgence et rues sans éclairage : aidez chacun à savoir où trouver l'aide de la PNH et comment se protéger.",
    },
    en: {
      name: "Security",
      description:
        "Police stations, emergency numbers and unlit streets: help people know where to find help from the national police (PNH) and how to stay safe.",
    },
    es: {
      name: "Seguridad",
      description:
        "Comisarías, números de emergencia y calles sin alumbrado: ayude a saber dónde encontrar ayuda de la PNH y cómo protegerse.",
    },
    pt: {
      name: "Segurança",
      description:
        "Delegacias, números de emergência e ruas sem iluminação: ajude as pessoas a saber onde encontrar ajuda da PNH e como se proteger.",
    },
  },
  tasks: [
    {
      type: "kat-komisarya",
      isPrerequisite: true,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Make yon komisarya",
          description: "Anrejistre yon komisarya oswa yon sou-komisarya PNH, ak nimewo telefòn li ak orè li.",
        },
        fr: {
          title: "Signaler un commissariat",
          description: "Enregistrez un commissariat ou un sous-commissariat de la PNH, avec son numéro de téléphone et ses horaires.",
        },
        en: {
          title: "Map a police station",
          description: "Record a PNH police station or sub-station, with its phone number and opening hours.",
        },
        es: {
          title: "Registrar una comisaría",
          description: "Registre una comisaría o subcomisaría de la PNH, con su número de teléfono y su horario.",
        },
        pt: {
          title: "Mapear uma delegacia",
          description: "Registre uma delegacia ou subdelegacia da PNH, com o número de telefone e o horário.",
        },
      },
    },
    {
      type: "lari-nan-fenwa",
      isPrerequisite: false,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Siyale yon lari ki nan fènwa",
          description: "Fè konnen yon lari oswa yon kafou ki pa gen limyè lannwit, kote moun pa santi yo an sekirite.",
        },
        fr: {
          title: "Signaler une rue sans éclairage",
          description: "Signalez une rue ou un carrefour sans lumière la nuit, où les gens ne se sentent pas en sécurité.",
        },
        en: {
          title: "Report an unlit street",
          description: "Report a street or crossroads with no light at night, where people do not feel safe.",
        },
        es: {
          title: "Informar de una calle sin alumbrado",
          description: "Informe de una calle o un cruce sin luz por la noche, donde la gente no se siente segura.",
        },
        pt: {
          title: "Avisar sobre uma rua sem iluminação",
          description: "Avise sobre uma rua ou um cruzamento sem luz à noite, onde as pessoas não se sentem seguras.",
        },
      },
    },
    {
      type: "nimewo-ijans",
      isPrerequisite: false,
      locationRequired: false,
      maxContributors: null,
      text: {
        ht: {
          title: "Verifye nimewo ijans yo",
          description:
            "Rele oswa verifye nimewo ijans PNH, ponpye ak anbilans nan zòn ou, epi di si yo reponn.",
        },
        fr: {
          title: "Vérifier les numéros d'urgence",
          description:
            "Appelez ou vérifiez les numéros d'urgence de la PNH, des pompiers et des ambulances de votre zone, et dites s'ils répondent.",
        },
        en: {
          title: "Check the emergency numbers",
          description:
            "Call or check the emergency numbers for the police, fire brigade and ambulances in your area, and say whether they answer.",
        },
        es: {
          title: "Verificar los números de emergencia",
          description:
            "Llame o verifique los números de emergencia de la PNH, los bomberos y las ambulancias de su zona, e indique si contestan.",
        },
        pt: {
          title: "Verificar os números de emergência",
          description:
            "Ligue ou verifique os números de emergência da PNH, dos bombeiros e das ambulâncias da sua região, e informe se atendem.",
        },
      },
    },
    {
      type: "komite-katye",
      isPrerequisite: false,
      locationRequired: false,
      maxContributors: 20,
      text: {
        ht: {
          title: "Fè konnen yon komite katye",
          description:
            "Pataje yon komite oswa yon gwoup katye ki travay ak PNH ak otorite lokal yo pou sekirite zòn nan.",
        },
        fr: {
          title: "Faire connaître un comité de quartier",
          description:
            "Présentez un comité ou un groupe de quartier qui travaille avec la PNH et les autorités locales pour la sécurité de la zone.",
        },
        en: {
          title: "Introduce a neighbourhood committee",
          description:
            "Tell others about a neighbourhood committee or group working with the police and local authorities to keep the area safe.",
        },
        es: {
          title: "Dar a conocer un comité de barrio",
          description:
            "Presente un comité o grupo de barrio que trabaja con la PNH y las autoridades locales por la seguridad de la zona.",
        },
        pt: {
          title: "Divulgar um comitê de bairro",
          description:
            "Apresente um comitê ou grupo de bairro que trabalha com a PNH e as autoridades locais pela segurança da região.",
        },
      },
    },
  ],
};
