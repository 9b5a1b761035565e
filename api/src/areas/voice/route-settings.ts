import type { AreaRouteSettings } from "../../http/route-settings";

export const voiceRouteSettings: AreaRouteSettings = {
  // A member hears each answer once (the page replays its own copy): twice the assistant's 20
  // questions per 10 minutes leaves room for replays after a reload, and keeps one account from
  // occupying the synthesizer everyone shares. Counted per member: a cybercafé is one address.
  // 1,000 characters are at most 4 KB of UTF-8; 16 KB leaves room for the JSON around them.
  synthesizeVoice: { bodyLimit: 16 * 1024, rateLimit: { max: 40, timeWindow: "10 minutes", per: "member" } },
};
