import type { MessageKey } from "@kominote/core/i18n/messages";

export interface NavItem {
  readonly to: string;
  readonly label: MessageKey;
}

/** The top navigation, the same in the header bar and the mobile drawer. */
export const navItems: readonly NavItem[] = [
  { to: "/", label: "shell.nav.services" },
  { to: "/tools", label: "shell.nav.tools" },
  { to: "/leaderboard", label: "shell.nav.leaderboard" },
];

/** Signed-in members also see the way to invite their friends. */
const memberNavItems: readonly NavItem[] = [...navItems, { to: "/invite-friends", label: "auth.nav.inviteFriends" }];

export const navItemsFor = (signedIn: boolean): readonly NavItem[] => (signedIn ? memberNavItems : navItems);

/** The site information links, in the footer. */
export const footerItems: readonly NavItem[] = [
  { to: "/about", label: "shell.footer.about" },
  { to: "/rules-of-engagement", label: "shell.footer.rules" },
  { to: "/terms-conditions", label: "shell.footer.terms" },
  { to: "/privacy-policy", label: "shell.footer.privacy" },
];
