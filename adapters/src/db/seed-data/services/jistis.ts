import type { SeedService } from "../seed-service";

/** Justice: peace courts and courts of first instance (justice ministry, MJSP), free legal aid, rights. */
export const jistis: SeedService = {
  slug: "jistis",
  color: "#9f1239",
  imageUrl: null,
  text: {
    ht: {
      name: "Jistis",
      description:
        "Tribinal, tribinal depè ak èd jiridik: ede moun konnen dwa yo ak ki kote pou yo jwenn jistis.",
    },
    fr: {
      name: "Justice",
      description:
        "Tribunaux, tribunaux de paix et aide juridique : aidez chacun à connaître ses droits et à savoir où obtenir justice.",
    },
    en: {
      name: "Justice",
      description: "Courts, peace courts and legal aid: help people know their rights and where to seek justice.",
    },
    es: {
      name: "Justicia",
      description:
        "Tribunales, juzgados de paz y asistencia jurídica: ayude a conocer los derechos y dónde obtener justicia.",
    },
    pt: {
      name: "Justiça",
      description:
        "Tribunais, juizados de paz e assistência jurídica: ajude as pessoas a conhecer seus direitos e onde buscar justiça.",
    },
  },
  tasks: [
    {
      type: "kat-tribinal",
      isPrerequisite: true,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Make yon tribinal",
          description: "Anrejistre yon tribinal depè, yon tribinal premye enstans oswa yon biwo èd jiridik, ak adrès li.",
        },
        fr: {
          title: "Signaler un tribunal",
          description:
            "Enregistrez un tribunal de paix, un tribunal de première instance ou un bureau d'aide juridique, avec son adresse.",
        },
        en: {
          title: "Map a court",
          description: "Record a peace court, a court of first instance or a legal aid office, with its address.",
        },
        es: {
          title: "Registrar un tribunal",
          description:
            "Registre un juzgado de paz, un tribunal de primera instancia o una oficina de asistencia jurídica, con su dirección.",
        },
        pt: {
          title: "Mapear um tribunal",
          description:
            "Registre um juizado de paz, um tribunal de primeira instância ou um escritório de assistência jurídica, com o endereço.",
        },
      },
    },
    {
      type: "ed-jiridik-gratis",
      isPrerequisite: false,
      locationRequired: false,
      maxContributors: 30,
      text: {
        ht: {
          title: "Pataje yon èd jiridik gratis",
          description: "Fè konnen yon avoka, yon bawo oswa yon asosyasyon ki bay konsèy jiridik gratis.",
        },
        fr: {
          title: "Partager une aide juridique gratuite",
          description: "Faites connaître un avocat, un barreau ou une association qui donne des conseils juridiques gratuits.",
        },
        en: {
          title: "Share free legal aid",
          description: "Tell others about a lawyer, bar association or organisation that gives free legal advice.",
        },
        es: {
          title: "Compartir asistencia jurídica gratuita",
          description: "Dé a conocer un abogado, un colegio de abogados o una asociación que da asesoría jurídica gratuita.",
        },
        pt: {
          title: "Compartilhar assistência jurídica gratuita",
          description: "Divulgue um advogado, uma ordem dos advogados ou uma associação que dá orientação jurídica gratuita.",
        },
      },
    },
    {
      type: "esplike-yon-dwa",
      isPrerequisite: false,
      locationRequired: false,
      maxContributors: null,
      text: {
        ht: {
          title: "Esplike yon dwa",
          description:
            "Ekri an kreyòl senp yon dwa tout moun genyen, tankou dwa pou gen yon avoka oswa delè pou yo prezante yon moun arete devan jij, pou lòt moun konprann li.",
        },
        fr: {
          title: "Expliquer un droit",
          description:
            "Expliquez en créole simple un droit de chacun, comme le droit à un avocat ou le délai pour présenter une personne arrêtée à un juge, pour que d'autres le comprennent.",
        },
        en: {
          title: "Explain a right",
          description:
            "Explain in plain Creole a right everyone has, such as the right to a lawyer or the time limit for bringing an arrested person before a judge, so others understand it.",
        },
        es: {
          title: "Explicar un derecho",
          description:
            "Explique en criollo sencillo un derecho de todos, como el derecho a un abogado o el plazo para presentar a una persona detenida ante un juez, para que otros lo entiendan.",
        },
        pt: {
          title: "Explicar um direito",
          description:
            "Explique em crioulo simples um direito de todos, como o direito a um advogado ou o prazo para apresentar uma pessoa presa a um juiz, para que outros o entendam.",
        },
      },
    },
  ],
};
