import type { AreaRouteSettings } from "../../http/route-settings";

export const assistantRouteSettings: AreaRouteSettings = {
  // 20 questions per member per 10 minutes (a conversation, not a scraper): each question may cost
  // a model's time. Counted per member, since a school or a cybercafé shares one address.
  askAi: { rateLimit: { max: 20, timeWindow: "10 minutes", per: "member" } },
};
