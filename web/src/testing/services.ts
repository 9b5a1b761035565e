import type { PublicService } from "@kominote/core/schemas/services";

/**
 * A self-contained picture (an SVG data URL) so stories and tests show an image without any
 * network: a sun over hills, in light tones that read under the card's colour.
 */
const picture = (sky: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="${sky}"/><circle cx="480" cy="110" r="60" fill="#FFE9A8"/><path d="M0 300 Q160 200 320 280 T640 250 V360 H0Z" fill="#FFFFFF" fill-opacity="0.35"/></svg>`,
  )}`;

/** Public services as the API answers them, for component tests and stories. */
export const servicesWithImages: readonly PublicService[] = [
  {
    id: 1,
    slug: "sante",
    name: "Sante",
    description: "Klinik, kanpay vaksinasyon ak ajan sante kominotè toupre w.",
    color: "#0E7C66",
    imageUrl: picture("#7FC8B5"),
    taskCount: 12,
    contributorCount: 1234,
    discussionCount: 1,
  },
  {
    id: 2,
    slug: "edikasyon",
    name: "Edikasyon",
    description: "Lekòl, pwofesè ak materyèl lekòl nan chak komin.",
    color: "#F2C14E",
    imageUrl: picture("#F7DC9A"),
    taskCount: 1,
    contributorCount: 0,
    discussionCount: 5,
  },
  {
    id: 3,
    slug: "dlo-ak-asenisman",
    name: "Dlo ak asenisman",
    description: "Fontèn piblik, pi ak latrin ki fonksyone.",
    color: "#1565C0",
    imageUrl: picture("#8DB8E8"),
    taskCount: 8,
    contributorCount: 47,
    discussionCount: 3,
  },
  {
    id: 4,
    slug: "fatra",
    name: "Fatra",
    description: "Pwen ranmasaj ak jounen netwayaj nan katye a.",
    color: "#6D4C41",
    imageUrl: picture("#B89A8E"),
    taskCount: 5,
    contributorCount: 19,
    discussionCount: 0,
  },
];

export const servicesWithoutImages: readonly PublicService[] = [
  {
    id: 5,
    slug: "eta-sivil",
    name: "Eta sivil ak idantifikasyon",
    description: "Ak nesans, kat idantifikasyon nasyonal ak biwo ki bay yo.",
    color: "#5E35B1",
    imageUrl: null,
    taskCount: 3,
    contributorCount: 2,
    discussionCount: 0,
  },
  {
    id: 6,
    slug: "transpo",
    name: "Transpò",
    description: "Wout, pon ak liy transpò piblik.",
    color: "#C62828",
    imageUrl: null,
    taskCount: 0,
    contributorCount: 0,
    discussionCount: 0,
  },
];
