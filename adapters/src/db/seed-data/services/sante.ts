import type { SeedService } from "../seed-service";

/** Health: hospitals and clinics of the health ministry (MSPP), vaccination, outbreaks. */
export const sante: SeedService = {
  slug: "sante",
  color: "#b42318",
  imageUrl: "/images/services/sante.svg",
  text: {
    ht: {
      name: "Sante",
      description:
        "Lopital, dispansè ak kanpay vaksinasyon: ede kominote a jwenn swen epi fè MSPP konnen sa ki manke.",
    },
    fr: {
      name: "Santé",
      description:
        "Hôpitaux, dispensaires et campagnes de vaccination : aidez la communauté à se soigner et signalez au MSPP ce qui manque.",
    },
    en: {
      name: "Health",
      description:
        "Hospitals, clinics and vaccination campaigns: help the community get care and tell the health ministry (MSPP) what is missing.",
    },
    es: {
      name: "Salud",
      description:
        "Hospitales, dispensarios y campañas de vacunación: ayude a la comunidad a recibir atención e informe al MSPP de lo que falta.",
    },
    pt: {
      name: "Saúde",
      description:
        "Hospitais, postos de saúde e campanhas de vacinação: ajude a comunidade a receber atendimento e informe ao MSPP o que falta.",
    },
  },
  tasks: [
    {
      type: "kat-sant-sante",
      isPrerequisite: true,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Make yon sant sante",
          description: "Anrejistre yon lopital, yon dispansè oswa yon sant sante toupre w, ak kote li ye ak orè li.",
        },
        fr: {
          title: "Signaler un centre de santé",
          description:
            "Enregistrez un hôpital, un dispensaire ou un centre de santé près de chez vous, avec son emplacement et ses horaires.",
        },
        en: {
          title: "Map a health centre",
          description: "Record a hospital, clinic or health centre near you, with its location and opening hours.",
        },
        es: {
          title: "Registrar un centro de salud",
          description:
            "Registre un hospital, dispensario o centro de salud cercano, con su ubicación y su horario.",
        },
        pt: {
          title: "Mapear um posto de saúde",
          description:
            "Registre um hospital, posto ou centro de saúde perto de você, com a localização e o horário de funcionamento.",
        },
      },
    },
    {
      type: "sevis-sante-disponib",
      isPrerequisite: false,
      locationRequired: false,
      maxContributors: null,
      text: {
        ht: {
          title: "Di ki swen ki disponib",
          description:
            "Di ki swen sant la bay (vaksen, matènite, ijans, laboratwa) ak konbyen kòb moun peye pou yo.",
        },
        fr: {
          title: "Indiquer les soins disponibles",
          description:
            "Indiquez les soins proposés par le centre (vaccins, maternité, urgences, laboratoire) et ce qu'ils coûtent.",
        },
        en: {
          title: "List the care on offer",
          description:
            "Say which care the centre provides (vaccines, maternity, emergencies, laboratory) and what people pay for it.",
        },
        es: {
          title: "Indicar la atención disponible",
          description:
            "Indique qué atención ofrece el centro (vacunas, maternidad, urgencias, laboratorio) y cuánto cuesta.",
        },
        pt: {
          title: "Informar os atendimentos disponíveis",
          description:
            "Informe quais atendimentos o centro oferece (vacinas, maternidade, emergência, laboratório) e quanto custam.",
        },
      },
    },
    {
      type: "kanpay-vaksinasyon",
      isPrerequisite: false,
      locationRequired: true,
      maxContributors: 50,
      text: {
        ht: {
          title: "Fè konnen yon kanpay vaksinasyon",
          description:
            "Bay dat ak kote yon kanpay vaksinasyon oswa yon klinik mobil ap pase nan zòn ou.",
        },
        fr: {
          title: "Annoncer une campagne de vaccination",
          description:
            "Donnez la date et le lieu d'une campagne de vaccination ou d'une clinique mobile dans votre zone.",
        },
        en: {
          title: "Announce a vaccination campaign",
          description: "Give the date and place of a vaccination campaign or mobile clinic coming to your area.",
        },
        es: {
          title: "Anunciar una campaña de vacunación",
          description:
            "Indique la fecha y el lugar de una campaña de vacunación o de una clínica móvil en su zona.",
        },
        pt: {
          title: "Divulgar uma campanha de vacinação",
          description:
            "Informe a data e o local de uma campanha de vacinação ou de uma clínica móvel na sua região.",
        },
      },
    },
    {
      type: "alet-maladi",
      isPrerequisite: false,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Siyale yon maladi k ap gaye",
          description:
            "Fè konnen si gen anpil ka kolera, lafyèv oswa lòt maladi nan katye w, pou otorite sante yo ka aji vit.",
        },
        fr: {
          title: "Signaler une maladie qui se propage",
          description:
            "Signalez de nombreux cas de choléra, de fièvre ou d'une autre maladie dans votre quartier, pour que les autorités sanitaires agissent vite.",
        },
        en: {
          title: "Report a spreading illness",
          description:
            "Report many cases of cholera, fever or another illness in your neighbourhood, so the health authorities can act fast.",
        },
        es: {
          title: "Informar de una enfermedad que se propaga",
          description:
            "Informe de muchos casos de cólera, fiebre u otra enfermedad en su barrio, para que las autoridades sanitarias actúen rápido.",
        },
        pt: {
          title: "Avisar sobre uma doença que se espalha",
          description:
            "Avise sobre muitos casos de cólera, febre ou outra doença no seu bairro, para que as autoridades de saúde ajam rápido.",
        },
      },
    },
  ],
};
