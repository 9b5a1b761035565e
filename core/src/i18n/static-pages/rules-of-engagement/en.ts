import type { StaticPageContent } from "../types";

export default {
  title: "Rules of Engagement",
  description:
    "These rules keep Kominote a space where everyone can speak freely and safely, for the good of the community.",
  sections: [
    {
      heading: "Why these rules",
      paragraphs: [
        "Kominote is a public space. What you write may be read by your neighbour, a civil servant or someone in the diaspora. These rules apply to everything you publish: ideas, forums, posts, contributions, places, photos and your profile.",
      ],
    },
    {
      heading: "Respect everyone",
      paragraphs: [
        "You are free to disagree with an idea; that is no reason to attack the person who proposed it. Criticise ideas, not people.",
      ],
      items: [
        "Do not insult, threaten or humiliate anyone.",
        "Do not harass a member, on the platform or outside it.",
        "Write so that a 13-year-old can read it safely: no sexual content, no violent images.",
      ],
    },
    {
      heading: "Stick to the facts",
      paragraphs: [
        "Share what you know to be true. When you are not sure, say so. When you report a problem (a damaged road, water cut off, rubbish not collected), give details that help: where, since when, how many people it affects.",
        "Do not publish false news, rumours or misleading photos. A place you add to the map must really exist, where you marked it.",
      ],
    },
    {
      heading: "No hate speech",
      paragraphs: [
        "We do not accept any content that promotes hatred or violence against a person or a group because of their skin colour, origin, nationality, religion, sex, sexual orientation, disability or political opinions.",
        "This also means: no calls for violence, for revenge or for people to take justice into their own hands.",
      ],
    },
    {
      heading: "Protect other people's privacy",
      paragraphs: [
        "Never publish another person's personal information without their consent: phone number, home address, e-mail, identity documents, photos in which they can be recognised, or photos of children. This includes information you see in other members' contributions.",
        "If you want to talk to a contributor, use the call request, which is only available when the contributor has agreed to be contacted directly.",
      ],
    },
    {
      heading: "No spam, no vote manipulation",
      paragraphs: [
        "Points, levels and the leaderboard are only worth something if they reflect people's real commitment. That is why it is forbidden to:",
      ],
      items: [
        "Create several accounts for one person.",
        "Vote for your own idea with other accounts, buy or sell votes, or trade votes.",
        "Post the same message several times, or send empty contributions to collect points.",
        "Advertise commercially or post links unrelated to the topic.",
        "Use automated programs to post, vote or invite people.",
      ],
    },
    {
      heading: "Reporting a problem",
      paragraphs: [
        "If you see content that breaks these rules, report it to the moderators instead of replying to it. Say what is wrong with it: that helps them act faster. The person you report will not know it was you.",
        "Kominote is not an emergency service. If someone is in danger right now, contact the police or the nearest emergency service first.",
      ],
    },
    {
      heading: "Moderation",
      paragraphs: [
        "Moderators are members given this role to look after the platform. They review places, contributions, agencies, safe places and connection points before they are published, and they may hide an idea, a forum or a post that breaks the rules.",
        "When they hide content, they always give a reason. The content is not deleted: it stays in the system, and every decision is recorded in a log. That way, every decision can be checked.",
      ],
    },
    {
      heading: "Appeals",
      paragraphs: [
        "If you think your content was hidden, or a place you added was refused, without a valid reason, you can ask for a review. Write to support@kominote.ht with the link to the content and explain why you think the decision is unfair.",
        "Another moderator, who did not make the first decision, will examine your request. If the decision is changed, the content will reappear exactly as it was.",
      ],
    },
  ],
} satisfies StaticPageContent;
