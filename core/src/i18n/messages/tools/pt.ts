import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "tools.title": "Ferramentas",
  "tools.intro": "Pequenas ferramentas públicas para todos os dias. Algumas estão abertas a todos; outras pedem para entrar.",
  "tools.list": "Lista de ferramentas",
  "tools.open": "Abrir",
  "tools.openTool": "Abrir {name}",
  "tools.membersOnly": "É preciso entrar",
  "tools.forEveryone": "Para todos",
  "tools.locationFinder.name": "Localizador",
  "tools.locationFinder.description": "Encontre as coordenadas de onde você está, compartilhe um lugar com a comunidade e procure os lugares que outros compartilharam.",
  "tools.ideaVoting.name": "Votar em ideias",
  "tools.ideaVoting.description": "Veja as ideias que a comunidade partilhou, ordene-as e vote nas melhores.",
  "tools.currencyConverter.name": "Conversor de moedas",
  "tools.currencyConverter.description": "Converta um valor entre gourdes, dólares, euros e outras moedas, com taxas atualizadas.",
  "tools.governmentAgencies.name": "Agências governamentais",
  "tools.governmentAgencies.description": "Encontre ministérios, prefeituras, tribunais, hospitais e outros escritórios do Estado, com telefone e endereço, departamento por departamento.",
  "tools.safePlaces.name": "Lugares seguros",
  "tools.safePlaces.description": "Encontre hospitais, polícia, embaixadas e abrigos verificados perto de você, e adicione os que conhece.",
  "tools.connectionPoints.name": "Mapa de conexão à Internet",
  "tools.connectionPoints.description": "Encontre onde se conectar à Internet, com a velocidade e se é gratuito, e adicione os lugares que conhece.",
  "tools.assistant.name": "Assistente de voz",
  "tools.assistant.description": "Pergunte sobre os serviços, as agências ou os seus pontos, por escrito ou em voz alta, e ouça a resposta com as suas fontes.",
} satisfies Catalog<typeof ht>;
