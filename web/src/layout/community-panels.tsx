import { DiscussionsTab } from "../features/forums/components/lazy-discussions-panel";
import { LazyServiceIdeasPanel } from "../features/ideas/components/lazy-service-ideas-panel";
import type { CommunityPanels } from "../features/services";

/**
 * A service page's discussions and ideas tabs, each loaded when it opens. Composed here, like the
 * header's parts, so the services feature does not depend on the forums and ideas features (which
 * read its catalogue). The service route, and the stories and tests of a service's page, use it.
 */
export const communityPanels: CommunityPanels = {
  discussions: (service) => <DiscussionsTab service={service} />,
  ideas: (service) => <LazyServiceIdeasPanel service={service} />,
};
