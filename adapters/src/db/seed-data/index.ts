import type { SeedService } from "./seed-service";
import { agrikilti } from "./services/agrikilti";
import { dloAkAsenisman } from "./services/dlo-ak-asenisman";
import { edikasyon } from "./services/edikasyon";
import { elektrisite } from "./services/elektrisite";
import { etaSivilAkIdantifikasyon } from "./services/eta-sivil-ak-idantifikasyon";
import { jesyonFatra } from "./services/jesyon-fatra";
import { jistis } from "./services/jistis";
import { sante } from "./services/sante";
import { sekirite } from "./services/sekirite";
import { transpo } from "./services/transpo";

/**
 * The public-service areas of a new install, in display order (position = place in this list).
 * The ones with an image come first: they are the cards the home page shows to everyone.
 */
export const baseServices: readonly SeedService[] = [
  sante,
  edikasyon,
  dloAkAsenisman,
  jesyonFatra,
  sekirite,
  agrikilti,
  etaSivilAkIdantifikasyon,
  elektrisite,
  transpo,
  jistis,
];
