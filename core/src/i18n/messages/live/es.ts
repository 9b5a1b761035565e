import type { Catalog } from "../catalog";
import type ht from "./ht";

export default {
  "live.activity.title": "Actividad en directo",
  "live.activity.active.one": "{count} miembro activo",
  "live.activity.active.other": "{count} miembros activos",
  "live.activity.progress": "{count} de {goal} miembros activos en los últimos {minutes} minutos",
  "live.activity.clock": "Son las {time}",
  "live.activity.collapse": "Ocultar la actividad",
  "live.activity.expand": "Mostrar la actividad",
  "live.activity.empty": "Todavía no hay actividad. ¡Puede ser el primero!",
  "live.activity.someone": "Un miembro",
  "live.activity.inService": "en {service}",
  "live.activity.action.contribution": "{name} hizo una contribución aprobada",
  "live.activity.action.idea": "{name} compartió una idea",
  "live.activity.action.vote": "{name} votó por una idea",
  "live.activity.action.forum": "{name} abrió un foro",
  "live.activity.action.forumPost": "{name} escribió en un foro",
  "live.activity.action.place": "{name} añadió un lugar aprobado",
  "live.activity.action.serviceJoin": "{name} se unió a un servicio",
  "live.activity.action.registration": "{name} se registró en Kominote",
} satisfies Catalog<typeof ht>;
