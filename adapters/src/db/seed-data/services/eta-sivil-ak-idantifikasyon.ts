import type { SeedService } from "../seed-service";

/** Civil registry and identity: birth certificates, archive extracts and the national ID card (ONI). */
export const etaSivilAkIdantifikasyon: SeedService = {
  slug: "eta-sivil-ak-idantifikasyon",
  color: "#6d28d9",
  imageUrl: null,
  text: {
    ht: {
      name: "Eta Sivil ak Idantifikasyon",
      description:
        "Ak nesans, ekstrè achiv ak kat idantifikasyon nasyonal: ede moun konnen ki kote ak kijan pou yo jwenn papye yo.",
    },
    fr: {
      name: "État civil et identification",
      description:
        "Actes de naissance, extraits des archives et carte d'identification nationale : aidez chacun à savoir où et comment obtenir ses papiers.",
    },
    en: {
      name: "Civil Registry and ID",
      description:
        "Birth certificates, archive extracts and the national ID card: help people know where and how to get their papers.",
    },
    es: {
      name: "Registro civil e identificación",
      description:
        "Actas de nacimiento, extractos de archivo y cédula de identificación nacional: ayude a saber dónde y cómo obtener los documentos.",
    },
    pt: {
      name: "Registro civil e identificação",
      description:
        "Certidões de nascimento, extratos de arquivo e carteira de identificação nacional: ajude as pessoas a saber onde e como obter seus documentos.",
    },
  },
  tasks: [
    {
      type: "biwo-eta-sivil",
      isPrerequisite: true,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Make yon biwo eta sivil oswa ONI",
          description: "Anrejistre yon biwo ofisye eta sivil oswa yon biwo ONI, ak adrès li ak orè li.",
        },
        fr: {
          title: "Signaler un bureau d'état civil ou de l'ONI",
          description: "Enregistrez un bureau d'officier d'état civil ou un bureau de l'ONI, avec son adresse et ses horaires.",
        },
        en: {
          title: "Map a civil registry or ONI office",
          description:
            "Record a civil registrar's office or an office of the national identification agency (ONI), with its address and hours.",
        },
        es: {
          title: "Registrar una oficina de registro civil o de la ONI",
          description: "Registre una oficina de registro civil o una oficina de la ONI, con su dirección y su horario.",
        },
        pt: {
          title: "Mapear um cartório ou escritório da ONI",
          description: "Registre um cartório de registro civil ou um escritório da ONI, com o endereço e o horário.",
        },
      },
    },
    {
      type: "papye-ki-mande",
      isPrerequisite: false,
      locationRequired: false,
      maxContributors: null,
      text: {
        ht: {
          title: "Di ki papye yo mande",
          description:
            "Di ki dokiman ak konbyen kòb yo mande pou yon ak nesans, yon ekstrè achiv oswa yon kat idantifikasyon.",
        },
        fr: {
          title: "Indiquer les pièces demandées",
          description:
            "Indiquez les documents et le montant demandés pour un acte de naissance, un extrait des archives ou une carte d'identification.",
        },
        en: {
          title: "List the documents required",
          description:
            "Say which documents and fees are asked for a birth certificate, an archive extract or an ID card.",
        },
        es: {
          title: "Indicar los documentos exigidos",
          description:
            "Indique qué documentos y qué tarifa se piden para un acta de nacimiento, un extracto de archivo o una cédula.",
        },
        pt: {
          title: "Informar os documentos exigidos",
          description:
            "Informe quais documentos e taxas são pedidos para uma certidão de nascimento, um extrato de arquivo ou uma carteira de identidade.",
        },
      },
    },
    {
      type: "tan-datant",
      isPrerequisite: false,
      locationRequired: false,
      maxContributors: 40,
      text: {
        ht: {
          title: "Di konbyen tan ou te tann",
          description: "Di konbyen tan sa te pran pou w jwenn papye w, pou lòt moun ka prepare yo.",
        },
        fr: {
          title: "Indiquer le temps d'attente",
          description: "Indiquez combien de temps il vous a fallu pour obtenir vos papiers, pour que d'autres puissent s'organiser.",
        },
        en: {
          title: "Share how long you waited",
          description: "Say how long it took you to get your papers, so others can plan ahead.",
        },
        es: {
          title: "Indicar el tiempo de espera",
          description: "Indique cuánto tiempo tardó en obtener sus documentos, para que otros puedan organizarse.",
        },
        pt: {
          title: "Informar o tempo de espera",
          description: "Informe quanto tempo levou para obter seus documentos, para que outras pessoas possam se programar.",
        },
      },
    },
  ],
};
