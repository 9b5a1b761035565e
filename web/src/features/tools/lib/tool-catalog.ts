import type { MessageKey } from "@kominote/core/i18n/messages";

/** The screens the tools index opens; each is a route of its own. */
export type ToolHref = "/lokate" | "/idea-voting" | "/tools/currency-converter" | "/government-agencies" | "/tools/safe-locations" | "/connectivity-map" | "/ai-assistant";

export interface Tool {
  /** Stable id, kept in a visitor's pending action until they have signed in. */
  readonly id: string;
  readonly href: ToolHref;
  /** Members-only tools carry the 'Dwe konekte' badge, and a visitor's press asks them to sign in first. */
  readonly membersOnly: boolean;
  readonly name: MessageKey;
  readonly description: MessageKey;
}

/**
 * The tools index (SPEC "Tools index"), in the order shown. A tool is listed once its screen
 * exists: an entry that led to a missing page would be a broken promise to the member.
 */
export const tools: readonly Tool[] = [
  { id: "location-finder", href: "/lokate", membersOnly: false, name: "tools.locationFinder.name", description: "tools.locationFinder.description" },
  { id: "idea-voting", href: "/idea-voting", membersOnly: true, name: "tools.ideaVoting.name", description: "tools.ideaVoting.description" },
  { id: "currency-converter", href: "/tools/currency-converter", membersOnly: false, name: "tools.currencyConverter.name", description: "tools.currencyConverter.description" },
  { id: "government-agencies", href: "/government-agencies", membersOnly: false, name: "tools.governmentAgencies.name", description: "tools.governmentAgencies.description" },
  { id: "safe-locations", href: "/tools/safe-locations", membersOnly: true, name: "tools.safePlaces.name", description: "tools.safePlaces.description" },
  { id: "connectivity-map", href: "/connectivity-map", membersOnly: true, name: "tools.connectionPoints.name", description: "tools.connectionPoints.description" },
  { id: "ai-assistant", href: "/ai-assistant", membersOnly: true, name: "tools.assistant.name", description: "tools.assistant.description" },
];
