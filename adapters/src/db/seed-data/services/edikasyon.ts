import type { SeedService } from "../seed-service";

/** Education: schools under the education ministry (MENFP), out-of-school children, training. */
export const edikasyon: SeedService = {
  slug: "edikasyon",
  color: "#1d4ed8",
  imageUrl: "/images/services/edikasyon.svg",
  text: {
    ht: {
      name: "Edikasyon",
      description:
        "Lekòl, liv ak fòmasyon: ede chak timoun jwenn yon lekòl e chak granmoun jwenn yon fòmasyon.",
    },
    fr: {
      name: "Éducation",
      description:
        "Écoles, manuels et formations : aidez chaque enfant à trouver une école et chaque adulte une formation.",
    },
    en: {
      name: "Education",
      description: "Schools, books and training: help every child find a school and every adult find a course.",
    },
    es: {
      name: "Educación",
      description:
        "Escuelas, libros y formación: ayude a que cada niño encuentre una escuela y cada adulto una formación.",
    },
    pt: {
      name: "Educação",
      description:
        "Escolas, livros e formação: ajude cada criança a encontrar uma escola e cada adulto uma formação.",
    },
  },
  tasks: [
    {
      type: "kat-lekol",
      isPrerequisite: true,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Make yon lekòl",
          description:
            "Anrejistre yon lekòl nan zòn ou: non li, nivo li (fondamantal, segondè, pwofesyonèl) ak si li piblik oswa prive.",
        },
        fr: {
          title: "Signaler une école",
          description:
            "Enregistrez une école de votre zone : son nom, son niveau (fondamental, secondaire, professionnel) et si elle est publique ou privée.",
        },
        en: {
          title: "Map a school",
          description:
            "Record a school in your area: its name, its level (basic, secondary, vocational) and whether it is public or private.",
        },
        es: {
          title: "Registrar una escuela",
          description:
            "Registre una escuela de su zona: su nombre, su nivel (básico, secundario, profesional) y si es pública o privada.",
        },
        pt: {
          title: "Mapear uma escola",
          description:
            "Registre uma escola da sua região: o nome, o nível (fundamental, médio, profissionalizante) e se é pública ou particular.",
        },
      },
    },
    {
      type: "kondisyon-lekol",
      isPrerequisite: false,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Evalye kondisyon lekòl la",
          description: "Di si lekòl la gen dlo, twalèt, kantin, ban ak liv pou elèv yo.",
        },
        fr: {
          title: "Évaluer l'état de l'école",
          description: "Indiquez si l'école dispose d'eau, de toilettes, d'une cantine, de bancs et de manuels pour les élèves.",
        },
        en: {
          title: "Assess the school's condition",
          description: "Say whether the school has water, toilets, a canteen, benches and books for its pupils.",
        },
        es: {
          title: "Evaluar el estado de la escuela",
          description: "Indique si la escuela tiene agua, baños, comedor, bancos y libros para los alumnos.",
        },
        pt: {
          title: "Avaliar o estado da escola",
          description: "Informe se a escola tem água, banheiros, refeitório, carteiras e livros para os alunos.",
        },
      },
    },
    {
      type: "timoun-andeyo-lekol",
      isPrerequisite: false,
      locationRequired: false,
      maxContributors: null,
      text: {
        ht: {
          title: "Siyale timoun ki pa lekòl",
          description:
            "Fè konnen konbyen timoun nan katye a pa ale lekòl ak poukisa (frè lekòl, distans, travay).",
        },
        fr: {
          title: "Signaler des enfants non scolarisés",
          description:
            "Indiquez combien d'enfants du quartier ne vont pas à l'école et pourquoi (frais scolaires, distance, travail).",
        },
        en: {
          title: "Report children out of school",
          description:
            "Say how many children in the neighbourhood do not go to school and why (school fees, distance, work).",
        },
        es: {
          title: "Informar de niños sin escolarizar",
          description:
            "Indique cuántos niños del barrio no van a la escuela y por qué (cuotas escolares, distancia, trabajo).",
        },
        pt: {
          title: "Avisar sobre crianças fora da escola",
          description:
            "Informe quantas crianças do bairro não vão à escola e por quê (mensalidades, distância, trabalho).",
        },
      },
    },
    {
      type: "fomasyon-pwofesyonel",
      isPrerequisite: false,
      locationRequired: false,
      maxContributors: 30,
      text: {
        ht: {
          title: "Pataje yon fòmasyon",
          description:
            "Fè konnen yon sant fòmasyon pwofesyonèl oswa yon pwogram alfabetizasyon pou jèn ak granmoun.",
        },
        fr: {
          title: "Partager une formation",
          description:
            "Faites connaître un centre de formation professionnelle ou un programme d'alphabétisation pour les jeunes et les adultes.",
        },
        en: {
          title: "Share a training course",
          description: "Tell others about a vocational training centre or a literacy programme for young people and adults.",
        },
        es: {
          title: "Compartir una formación",
          description:
            "Dé a conocer un centro de formación profesional o un programa de alfabetización para jóvenes y adultos.",
        },
        pt: {
          title: "Compartilhar um curso",
          description:
            "Divulgue um centro de formação profissional ou um programa de alfabetização para jovens e adultos.",
        },
      },
    },
  ],
};
