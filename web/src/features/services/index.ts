export { type CommunityPanels } from "./components/service-view";
