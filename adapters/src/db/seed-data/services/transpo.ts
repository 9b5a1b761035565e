import type { SeedService } from "../seed-service";

/** Transport: road conditions (public works ministry, MTPTC), tap-tap stations and fares. */
export const transpo: SeedService = {
  slug: "transpo",
  color: "#c2410c",
  imageUrl: null,
  text: {
    ht: {
      name: "Transpò",
      description:
        "Wout, tap-tap ak estasyon: ede tout moun konnen eta wout yo ak ki kote pou yo pran transpò.",
    },
    fr: {
      name: "Transport",
      description:
        "Routes, tap-taps et stations : aidez chacun à connaître l'état des routes et les endroits où prendre un transport.",
    },
    en: {
      name: "Transport",
      description: "Roads, tap-taps and stations: help everyone know the state of the roads and where to catch a ride.",
    },
    es: {
      name: "Transporte",
      description:
        "Carreteras, tap-taps y estaciones: ayude a todos a conocer el estado de las carreteras y dónde tomar un transporte.",
    },
    pt: {
      name: "Transporte",
      description:
        "Estradas, tap-taps e pontos de parada: ajude todos a conhecer o estado das estradas e onde pegar condução.",
    },
  },
  tasks: [
    {
      type: "eta-wout",
      isPrerequisite: true,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Siyale eta yon wout",
          description: "Fè konnen yon wout ki gen twou, ki bloke oswa ki koupe apre lapli, ak yon foto si w kapab.",
        },
        fr: {
          title: "Signaler l'état d'une route",
          description: "Signalez une route trouée, bloquée ou coupée après la pluie, avec une photo si possible.",
        },
        en: {
          title: "Report a road's condition",
          description: "Report a road with potholes, blocked or cut off after rain, with a photo if you can.",
        },
        es: {
          title: "Informar del estado de una carretera",
          description: "Informe de una carretera con baches, bloqueada o cortada después de la lluvia, con una foto si puede.",
        },
        pt: {
          title: "Informar o estado de uma estrada",
          description: "Avise sobre uma estrada esburacada, bloqueada ou interrompida depois da chuva, com uma foto se puder.",
        },
      },
    },
    {
      type: "estasyon-transpo",
      isPrerequisite: false,
      locationRequired: true,
      maxContributors: null,
      text: {
        ht: {
          title: "Make yon estasyon transpò",
          description: "Anrejistre yon estasyon tap-tap, bis oswa moto, ak ki kote machin yo prale.",
        },
        fr: {
          title: "Signaler une station de transport",
          description: "Enregistrez une station de tap-taps, de bus ou de moto-taxis, avec les destinations desservies.",
        },
        en: {
          title: "Map a transport station",
          description: "Record a tap-tap, bus or motorbike-taxi station, and where its vehicles go.",
        },
        es: {
          title: "Registrar una estación de transporte",
          description: "Registre una estación de tap-taps, autobuses o mototaxis, y los destinos a los que van.",
        },
        pt: {
          title: "Mapear um ponto de transporte",
          description: "Registre um ponto de tap-tap, ônibus ou mototáxi, e para onde os veículos vão.",
        },
      },
    },
    {
      type: "pri-kous",
      isPrerequisite: false,
      locationRequired: false,
      maxContributors: 50,
      text: {
        ht: {
          title: "Bay pri yon kous",
          description: "Di konbyen yon kous tap-tap oswa moto koute ant de kote, pou moun pa peye twòp.",
        },
        fr: {
          title: "Donner le prix d'une course",
          description: "Indiquez le prix d'une course en tap-tap ou en moto-taxi entre deux lieux, pour éviter de payer trop.",
        },
        en: {
          title: "Share a fare",
          description: "Say what a tap-tap or motorbike-taxi ride costs between two places, so nobody overpays.",
        },
        es: {
          title: "Informar el precio de un viaje",
          description: "Indique cuánto cuesta un viaje en tap-tap o mototaxi entre dos lugares, para que nadie pague de más.",
        },
        pt: {
          title: "Informar o preço de uma corrida",
          description: "Informe quanto custa uma corrida de tap-tap ou mototáxi entre dois lugares, para ninguém pagar a mais.",
        },
      },
    },
  ],
};
