import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "live.activity.title": "Live activity",
  "live.activity.active.one": "{count} active member",
  "live.activity.active.other": "{count} active members",
  "live.activity.progress": "{count} of {goal} members active in the last {minutes} minutes",
  "live.activity.clock": "It is {time}",
  "live.activity.collapse": "Hide activity",
  "live.activity.expand": "Show activity",
  "live.activity.empty": "No activity yet. You could be the first!",
  "live.activity.someone": "A member",
  "live.activity.inService": "in {service}",
  "live.activity.action.contribution": "{name} made an approved contribution",
  "live.activity.action.idea": "{name} shared an idea",
  "live.activity.action.vote": "{name} voted for an idea",
  "live.activity.action.forum": "{name} opened a forum",
  "live.activity.action.forumPost": "{name} wrote in a forum",
  "live.activity.action.place": "{name} added an approved place",
  "live.activity.action.serviceJoin": "{name} joined a service",
  "live.activity.action.registration": "{name} joined Kominote",
} satisfies Catalog<typeof ht>;
