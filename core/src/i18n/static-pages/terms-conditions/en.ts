import type { StaticPageContent } from "../types";

export default {
  title: "Terms and Conditions",
  description:
    "These conditions explain your rights and obligations when you use Kominote. Please read them carefully.",
  lastUpdated: "Last changed: January 2025",
  sections: [
    {
      heading: "Acceptance",
      paragraphs: [
        "By creating an account or using Kominote, you accept these terms, the Rules of Engagement and the Privacy Policy. If you do not agree, do not use the platform.",
      ],
    },
    {
      heading: "Who can use Kominote",
      paragraphs: [
        "You must be at least 13 years old to create an account. If you are under 18, one of your parents or the person responsible for you must agree to your using the platform.",
        "We may ask you to confirm your age. We may close an account created with a false date of birth.",
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        "You create your account with your full name, your date of birth, and an e-mail address or a phone number. Every account receives a member number (KDS) that cannot be changed.",
        "To sign in, we send a 6-digit code to your e-mail or by SMS. The code is valid for 10 minutes and can be used only once. Never give your code to anyone: nobody on the Kominote team will ever ask you for it.",
        "You are responsible for what happens with your account. Each person has only one account. If you think someone else has got into your account, write to us immediately.",
      ],
    },
    {
      heading: "Content you publish",
      paragraphs: [
        "You remain the owner of what you write and what you upload (text, photos, documents). By publishing it on Kominote, you grant Kominote a free, non-exclusive, worldwide licence to store, display, translate, reformat and share that content on the platform, for its mission of community development.",
        "You guarantee that you have the right to publish what you upload and that it does not infringe anyone's rights. Photos are re-encoded to make them lighter, and we remove their metadata, such as the GPS position where the photo was taken.",
        "Your text may be translated automatically for members who read in another language. These translations may be inexact; your original text remains the reference.",
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: ["You agree to use Kominote as the Rules of Engagement require. In particular, it is forbidden to:"],
      items: [
        "publish content that is illegal, violent, hateful or misleading;",
        "publish other people's personal information without their permission;",
        "create several accounts, or manipulate votes and points;",
        "try to get into other people's accounts or into the system without authorisation, or stop it from working;",
        "collect data about members with automated programs.",
      ],
    },
    {
      heading: "Moderation",
      paragraphs: [
        "Moderators review places, contributions and other content before or after publication. They may refuse or hide content that does not respect these terms, always with a reason. Hidden content is not deleted, and you can ask for a review as explained in the Rules of Engagement.",
        "We may suspend or close the account of anyone who breaks these terms seriously or repeatedly.",
      ],
    },
    {
      heading: "Points, levels and leaderboard",
      paragraphs: [
        "Points, levels and your place on the leaderboard are a way of recognising your participation. They have no monetary value: you cannot exchange them for money, gifts or services, sell them, or pass them on to someone else.",
        "We may correct a points total that results from an error or from cheating, and we may change the way points are calculated.",
      ],
    },
    {
      heading: "Liability",
      paragraphs: [
        "Kominote provides the platform as it is. We do our best to keep it available and its information accurate, but we cannot guarantee that it will never stop, nor that everything members publish is correct. Check important information, especially anything to do with health, safety or money, before acting on it.",
        "Kominote is not an emergency service. It does not represent the Haitian State or any agency listed in the directory. Members' opinions are not Kominote's opinions.",
        "To the extent the law allows, Kominote is not liable for damage arising from the way someone uses the platform, or from content published by other members.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of the Republic of Haiti. In case of a dispute, we will first try to settle it amicably. If that fails, the competent Haitian courts will decide.",
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may change these terms. The date of the last change appears at the top of the page. When a change is significant, we will notify members on the platform before it takes effect. If you keep using Kominote afterwards, you accept the new terms.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: ["For any question about these terms, write to us at support@kominote.ht."],
    },
  ],
} satisfies StaticPageContent;
