import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "invitations.retry": "Try again",
  "invitations.title": "Invite friends",
  "invitations.intro": "Invite your friends to contribute with you to the development of the community. Each friend who registers earns you {points} points.",

  "invitations.stats.label": "Your invitation figures",
  "invitations.stats.sent": "Invitations sent",
  "invitations.stats.accepted": "Invitations accepted",
  "invitations.stats.rank": "Your rank",
  "invitations.stats.rankValue": "#{rank}",
  "invitations.stats.noRank": "-",
  "invitations.stats.noRankLabel": "No rank yet",
  "invitations.stats.loading": "Loading your figures...",
  "invitations.stats.error": "Your figures cannot be loaded right now.",
  "invitations.stats.shared.one": "You shared or copied your link {count} time. Shares are not counted as invitations sent.",
  "invitations.stats.shared.other": "You shared or copied your link {count} times. Shares are not counted as invitations sent.",

  "invitations.tabs.label": "How to invite",
  "invitations.tabs.email": "E-mail",
  "invitations.tabs.phone": "Phone",
  "invitations.tabs.social": "Social media",
  "invitations.tabs.link": "Link",

  "invitations.form.emailLabel": "Your friend's e-mail address",
  "invitations.form.emailPlaceholder": "friend@example.com",
  "invitations.form.phoneLabel": "Your friend's phone number",
  "invitations.form.phonePlaceholder": "+509 XXXX XXXX",
  "invitations.form.emailRequired": "Please enter an e-mail address.",
  "invitations.form.phoneRequired": "Please enter a phone number.",
  "invitations.form.messageLabel": "Your message",
  "invitations.form.defaultMessage":
    "Hello! I invite you to join me on Kominote so we can contribute together to the development of our community.",
  "invitations.form.send": "Send invitation",
  "invitations.form.sending": "Sending...",

  "invitations.social.intro": "Share your invitation and your link on social media.",
  "invitations.social.shareOn": "Share on {network}",
  "invitations.social.newWindow": "(opens a new window)",
  "invitations.social.instagramCopied": "Your link was copied. Paste it in Instagram to share it.",

  "invitations.link.intro": "Share your personal link. People who register with it count for you.",
  "invitations.link.label": "Your invitation link",
  "invitations.link.generate": "Generate link",
  "invitations.link.generating": "Generating...",
  "invitations.link.copy": "Copy",
  "invitations.link.copied": "Copied to the clipboard!",
  "invitations.link.copyFailed": "Cannot copy. Please copy it by hand.",
  "invitations.link.failed": "Your link cannot be generated right now. Try again.",

  "invitations.top.title": "Top inviters",
  "invitations.top.empty": "No invitation has been accepted yet. You can be the first!",
  "invitations.top.rank": "Rank {rank}",
  "invitations.top.count": "{count} invitations accepted",
  "invitations.top.successRate": "{rate}% success",
  "invitations.top.loading": "Loading the top inviters...",
  "invitations.top.error": "The list cannot be loaded right now.",

  "invitations.sent.title": "Invitation sent!",
  "invitations.sent.message": "Your friend will receive your invitation. When they register, you will earn {points} points.",
  "invitations.sent.again": "Invite another friend",

  "invitations.error.sendFailed": "There was a problem sending the invitation.",
  "invitations.error.dailyLimit": "You have already sent {limit} invitations today. You can send more tomorrow.",
  "invitations.error.doNotContact":
    "This person asked not to receive Kominote invitations any more. We will not contact them. You can give them your link if they ask you for it.",
  "invitations.error.unsubscribeInvalid": "This link is not valid.",
  "invitations.unsubscribe.done": "We will not send any more Kominote invitations to this address.",
} satisfies Catalog<typeof ht>;
