import type { StaticPageContent } from "../types";

export default {
  title: "Privacy Policy",
  description:
    "We respect your privacy. This page explains what information we collect, why we collect it, and what rights you have over it.",
  lastUpdated: "Last changed: January 2025",
  sections: [
    {
      heading: "Information we collect",
      paragraphs: ["We collect only what we need for the platform to work:"],
      items: [
        "Your account: full name, date of birth, e-mail address or phone number, and your member number.",
        "Your profile: profile photo, the skills you chose, your main service and, if you wish, your address and a short bio.",
        "Your contributions: tasks you complete, ideas, votes, forums, posts, invitations and the points you earn.",
        "Places you add: name, description, photo and geographic coordinates (latitude and longitude).",
        "Contact details you choose to give in a contribution (phone, address, website).",
        "Technical information for security: sign-in dates and IP addresses, to prevent abuse.",
      ],
    },
    {
      heading: "Why we use it",
      paragraphs: [
        "We use your information only to provide the Kominote service. We read your phone's position only when you ask for it, for example to find a place's coordinates, and your browser asks your permission first. We use your information to:",
      ],
      items: [
        "create your account and sign you in with the codes we send you;",
        "show services, tasks and content in your language;",
        "calculate points, levels and the leaderboard;",
        "publish places on the map after review, so that everyone can find them;",
        "send notifications and messages about your account;",
        "protect the platform against fraud, spam and abuse.",
      ],
    },
    {
      heading: "Legal basis",
      paragraphs: [
        "We process your information because: you consent when you create your account or choose to share information (such as your contact details in a contribution); we need it to provide the service described in the Terms and Conditions; we have a legitimate interest in protecting the platform and its members; and Haitian law may require us to.",
        "You can withdraw your consent at any time for whatever depends on it, for example by removing your profile photo or no longer sharing your contact details.",
      ],
    },
    {
      heading: "Storage and security",
      paragraphs: [
        "Information is stored in a protected database, and every exchange with the platform is encrypted (HTTPS).",
        "We never store sign-in codes as they are: we keep only an unreadable cryptographic fingerprint. A code is valid for 10 minutes and can be used only once. If you chose a password, it is stored the same way, with a technique designed for the purpose.",
        "When you sign in, we create a session identified by a random token in a protected cookie. The session ends when you sign out, after 14 days without activity, or after 30 days in any case.",
        "We check the photos and files you upload, re-encode them and remove their metadata, such as the GPS position where a photo was taken.",
      ],
    },
    {
      heading: "Sharing information",
      paragraphs: [
        "We never sell your information, rent it out, or hand it over for advertising.",
        "Other members can see your name, your profile photo and your public contributions (ideas, forums, approved places). Contact details you give in a contribution are shared only if you agreed to be contacted directly.",
        "We may share information with technical providers that help us (hosting, sending e-mail and SMS, translation), only for this service and under a duty of confidentiality. We may give information to the authorities when the law requires it or to protect someone's life.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep your account information for as long as your account is active. Sign-in codes are deleted after they expire. Content hidden by moderators stays on record as a trace of the decision.",
        "When you ask for your account to be deleted, we delete or anonymise your personal information within 30 days, except what the law obliges us to keep. Your public contributions may remain, but without your name.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: ["Your information belongs to you. You have the right to:"],
      items: [
        "see the information we hold about you and receive a copy;",
        "correct information that is wrong, directly in Account Settings or by writing to us;",
        "ask us to delete your account and your personal information;",
        "object to or restrict certain uses, and withdraw your consent.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "Kominote is for people aged 13 and over. We do not create accounts for children under 13. If you learn that a child under 13 has created an account, write to us and we will delete it.",
      ],
    },
    {
      anchor: "cookies",
      heading: "Cookies and data on your device",
      paragraphs: ["We do not use cookies for advertising or to track you on other sites. We use only:"],
      items: [
        "a session cookie, needed to keep you signed in;",
        "your language preference, stored on your device so that pages open in the language you chose;",
        "what you started doing before signing in or while you had no connection, kept on your device until it is sent, so that it is not lost.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy. The date of the last change appears at the top of the page, and we will notify you on the platform if there is a significant change.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [
        "For any question about your privacy or to exercise your rights, write to our support address: support@kominote.ht. We will answer within 30 days.",
      ],
    },
  ],
} satisfies StaticPageContent;
