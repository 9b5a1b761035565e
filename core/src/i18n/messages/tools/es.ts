import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "tools.title": "Herramientas",
  "tools.intro": "Pequeñas herramientas públicas para cada día. Algunas están abiertas a todos; otras piden iniciar sesión.",
  "tools.list": "Lista de herramientas",
  "tools.open": "Abrir",
  "tools.openTool": "Abrir {name}",
  "tools.membersOnly": "Requiere iniciar sesión",
  "tools.forEveryone": "Para todos",
  "tools.locationFinder.name": "Localizador",
  "tools.locationFinder.description": "Encuentre las coordenadas de donde está, comparta un lugar con la comunidad y busque los lugares que otros compartieron.",
  "tools.ideaVoting.name": "Votar ideas",
  "tools.ideaVoting.description": "Explore las ideas que compartió la comunidad, ordénelas y vote por las mejores.",
  "tools.currencyConverter.name": "Conversor de divisas",
  "tools.currencyConverter.description": "Convierta un monto entre gourdes, dólares, euros y otras monedas, con tasas actualizadas.",
  "tools.governmentAgencies.name": "Agencias gubernamentales",
  "tools.governmentAgencies.description": "Encuentre ministerios, alcaldías, tribunales, hospitales y otras oficinas del Estado, con su teléfono y dirección, departamento por departamento.",
  "tools.safePlaces.name": "Lugares seguros",
  "tools.safePlaces.description": "Encuentre hospitales, policía, embajadas y refugios verificados cerca de usted, y añada los que conozca.",
  "tools.connectionPoints.name": "Mapa de conexión a Internet",
  "tools.connectionPoints.description": "Encuentre dónde conectarse a Internet, con la velocidad y si es gratis, y añada los lugares que conozca.",
  "tools.assistant.name": "Asistente de voz",
  "tools.assistant.description": "Pregunte sobre los servicios, las agencias o sus puntos, por escrito o en voz alta, y escuche la respuesta con sus fuentes.",
} satisfies Catalog<typeof ht>;
