import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "live.activity.title": "Activité en direct",
  "live.activity.active.one": "{count} membre actif",
  "live.activity.active.other": "{count} membres actifs",
  "live.activity.progress": "{count} sur {goal} membres actifs ces {minutes} dernières minutes",
  "live.activity.clock": "Il est {time}",
  "live.activity.collapse": "Masquer l'activité",
  "live.activity.expand": "Afficher l'activité",
  "live.activity.empty": "Pas encore d'activité. Soyez le premier !",
  "live.activity.someone": "Un membre",
  "live.activity.inService": "dans {service}",
  "live.activity.action.contribution": "{name} a fait une contribution approuvée",
  "live.activity.action.idea": "{name} a partagé une idée",
  "live.activity.action.vote": "{name} a voté pour une idée",
  "live.activity.action.forum": "{name} a ouvert un forum",
  "live.activity.action.forumPost": "{name} a écrit dans un forum",
  "live.activity.action.place": "{name} a ajouté un lieu approuvé",
  "live.activity.action.serviceJoin": "{name} a rejoint un service",
  "live.activity.action.registration": "{name} s'est inscrit sur Kominote",
} satisfies Catalog<typeof ht>;
