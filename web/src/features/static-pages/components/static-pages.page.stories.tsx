import type { Meta } from "@storybook/react-vite";
import { screenAt, viewedBy } from "../../../testing/screen-stories";

/** The static pages as whole screens (their texts ship with the site), and the not-found screen. */
export default { title: "Screens/Static pages" } satisfies Meta;

export const About = screenAt("/about");
export const AboutForAVisitor = screenAt("/about", viewedBy.visitor);
export const RulesOfEngagement = screenAt("/rules-of-engagement");
export const TermsAndConditions = screenAt("/terms-conditions");
export const PrivacyPolicy = screenAt("/privacy-policy");
export const NotFound = screenAt("/pa-gen-paj-sa-a");
