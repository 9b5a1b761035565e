import type { StaticPageContent } from "../types";

export default {
  title: "About Kominote",
  description:
    "Kominote is a platform where Haitian citizens come together to develop their communities, service by service, task by task.",
  sections: [
    {
      heading: "Our mission",
      paragraphs: [
        "Kominote's mission is to give every Haitian citizen a simple tool to take part in the country's development. We believe change starts in our own neighbourhoods, when the people who know the reality speak up, make proposals and act together.",
        "We built the platform in Haitian Creole first, because it is the language every Haitian speaks. It is also available in French, English, Spanish and Portuguese for the diaspora and our partners. It is designed to work well on inexpensive phones and slow networks.",
      ],
    },
    {
      heading: "What you can do on Kominote",
      paragraphs: [
        "The platform is organised around public services: health, education, water and sanitation, waste, security, civil registry, transport, agriculture, energy, justice and more. Every member can:",
      ],
      items: [
        "Choose a main service and complete its tasks step by step.",
        "Talk in the forums with other members working on the same service.",
        "Share ideas to improve services and vote for the ideas they like best.",
        "Add important places (hospitals, schools, water points...) to the map; a moderator reviews them before they appear to everyone.",
        "Use the public tools: place locator, currency converter, government agencies directory, safe places map and internet connection points map.",
        "Invite friends and family to lend a hand too.",
      ],
    },
    {
      heading: "A collaborative environment",
      paragraphs: [
        "Every contribution counts. When you complete a task, share an idea, post in a forum or invite someone, you earn points. Points move you up the levels, from Beginner to Top Contributor, and give you a place on the leaderboard.",
        "Points are there to recognise your commitment, not to set people against each other. The best results come when we share what we know, correct one another respectfully and trust in working together.",
        "You don't need to remember a password to sign in: we send a 6-digit code to your e-mail or by SMS to your phone.",
      ],
    },
    {
      heading: "Code of conduct",
      paragraphs: ["Kominote is a public space for everyone. When you use it, you commit to:"],
      items: [
        "Treat everyone with respect, whatever their opinions, origin, religion, sex or where they live.",
        "Share information that is true, and say where you found it when you can.",
        "Never publish other people's personal information (address, phone number, photos) without their permission.",
        "Not advertise, not repeat the same message and not manipulate votes.",
        "Report content that breaks the rules instead of answering in anger.",
      ],
    },
    {
      heading: "Consequences",
      paragraphs: [
        "Kominote's moderators review reported content and content awaiting publication. When content breaks the rules, they may hide it and give the reason. They never delete it: it stays on record so there is a trace, and its author can ask for the decision to be reviewed.",
        "Someone who keeps breaking the rules may lose points earned dishonestly, receive a warning, or have their account suspended for a time or for good. When someone's safety is seriously threatened, we may alert the authorities.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [
        "Do you have a question or a suggestion, or would you like to partner with us? Write to us at support@kominote.ht.",
      ],
    },
  ],
} satisfies StaticPageContent;
