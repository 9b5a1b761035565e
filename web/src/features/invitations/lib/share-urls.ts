/** The networks the social tab offers; Instagram has no share address, so its link is copied instead. */
export const shareNetworks = ["facebook", "twitter", "whatsapp", "instagram"] as const;
export type ShareNetwork = (typeof shareNetworks)[number];

export const shareNetworkNames: Readonly<Record<ShareNetwork, string>> = {
  facebook: "Facebook",
  twitter: "Twitter",
  whatsapp: "WhatsApp",
  instagram: "Instagram",
};

/** The share address of a network, carrying the message and the link; null for Instagram. */
export const shareUrlOf = (network: ShareNetwork, message: string, link: string): string | null => {
  switch (network) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}&quote=${encodeURIComponent(message)}`;
    case "twitter":
      return `https://twitter.com/intent/tweet?text=${encodeURIComponent(message)}&url=${encodeURIComponent(link)}`;
    case "whatsapp":
      return `https://wa.me/?text=${encodeURIComponent(message === "" ? link : `${message} ${link}`)}`;
    case "instagram":
      return null;
  }
};

/** The share window's size (SPEC 9), without access back to this page. */
export const shareWindowFeatures = "width=600,height=400,noopener,noreferrer";

/** Opens the share address in a 600x400 window. */
export const openShareWindow = (url: string, open: Window["open"] = window.open.bind(window)): void => {
  open(url, "_blank", shareWindowFeatures);
};
