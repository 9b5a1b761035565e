import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "tools.title": "Tools",
  "tools.intro": "Small public tools for every day. Some are open to everyone; others ask you to sign in.",
  "tools.list": "List of tools",
  "tools.open": "Open",
  "tools.openTool": "Open {name}",
  "tools.membersOnly": "Sign-in required",
  "tools.forEveryone": "For everyone",
  "tools.locationFinder.name": "Location finder",
  "tools.locationFinder.description": "Find the coordinates of where you are, share a place with the community and search the places others shared.",
  "tools.ideaVoting.name": "Vote on ideas",
  "tools.ideaVoting.description": "Browse the ideas the community has shared, sort them and vote for the best ones.",
  "tools.currencyConverter.name": "Currency converter",
  "tools.currencyConverter.description": "Convert an amount between gourdes, dollars, euros and other currencies, at up-to-date rates.",
  "tools.governmentAgencies.name": "Government agencies",
  "tools.governmentAgencies.description": "Find ministries, town halls, courts, hospitals and other public offices, with their phone and address, department by department.",
  "tools.safePlaces.name": "Safe places",
  "tools.safePlaces.description": "Find verified hospitals, police stations, embassies and shelters near you, and add the ones you know.",
  "tools.connectionPoints.name": "Internet connection map",
  "tools.connectionPoints.description": "Find where to get online, with speed and whether it is free, and add the places you know.",
  "tools.assistant.name": "Voice assistant",
  "tools.assistant.description": "Ask about services, agencies or your points, in writing or out loud, and hear the answer with its sources.",
} satisfies Catalog<typeof ht>;
