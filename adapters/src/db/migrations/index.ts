import type { Knex } from "knex";
import * as foundation from "./0001_foundation";
import * as accounts from "./0002_accounts";
import * as registration from "./0003_registration";
import * as outbox from "./0004_outbox";
import * as contributions from "./0005_contributions";
import * as reviewAndCalls from "./0006_review_and_calls";
import * as notificationsAndPoints from "./0007_notifications_and_points";
import * as ideas from "./0008_ideas";
import * as forums from "./0009_forums";
import * as leaderboard from "./0010_leaderboard";
import * as invitations from "./0011_invitations";
import * as reportDismissals from "./0012_report_dismissals";
import * as exchangeRates from "./0013_exchange_rates";
import * as normalisePhoneNumbers from "./0016_normalise_phone_numbers";
import * as membersLeaving from "./0017_members_leaving";
import * as governmentAgencies from "./0018_government_agencies";
import * as places from "./0019_places";
import * as safePlacesAndConnectionPoints from "./0020_safe_places_and_connection_points";
import * as placeNameSearch from "./0021_place_name_search";
import * as instances from "./0024_instances";
import * as liveActivity from "./0023_live_activity";
import * as liveMeeting from "./0022_live_meeting";
import * as liveMeetingComments from "./0025_live_meeting_comments";
import * as idempotencyKeys from "./0026_idempotency_keys";
import * as placeNameSearchEverywhere from "./0028_place_name_search_everywhere";
import * as placeNameOrder from "./0029_place_name_order";

interface NamedMigration extends Knex.Migration {
  readonly name: string;
}

/*
 * Every migration, in order, listed by hand: a bundled server has no migrations folder to scan.
 * Append new ones at the end; never rename or edit one that has shipped.
 */
const migrations: readonly NamedMigration[] = [
  { name: "0001_foundation", ...foundation },
  { name: "0002_accounts", ...accounts },
  { name: "0003_registration", ...registration },
  { name: "0004_outbox", ...outbox },
  { name: "0005_contributions", ...contributions },
  { name: "0006_review_and_calls", ...reviewAndCalls },
  { name: "0007_notifications_and_points", ...notificationsAndPoints },
  { name: "0008_ideas", ...ideas },
  { name: "0009_forums", ...forums },
  { name: "0010_leaderboard", ...leaderboard },
  { name: "0011_invitations", ...invitations },
  { name: "0012_report_dismissals", ...reportDismissals },
  { name: "0013_exchange_rates", ...exchangeRates },
  { name: "0016_normalise_phone_numbers", ...normalisePhoneNumbers },
  { name: "0017_members_leaving", ...membersLeaving },
  { name: "0018_government_agencies", ...governmentAgencies },
  { name: "0019_places", ...places },
  { name: "0020_safe_places_and_connection_points", ...safePlacesAndConnectionPoints },
  { name: "0021_place_name_search", ...placeNameSearch },
  { name: "0024_instances", ...instances },
  { name: "0023_live_activity", ...liveActivity },
  { name: "0022_live_meeting", ...liveMeeting },
  { name: "0025_live_meeting_comments", ...liveMeetingComments },
  { name: "0026_idempotency_keys", ...idempotencyKeys },
  { name: "0028_place_name_search_everywhere", ...placeNameSearchEverywhere },
  { name: "0029_place_name_order", ...placeNameOrder },
];

export const migrationSource: Knex.MigrationSource<NamedMigration> = {
  getMigrations: async () => [...migrations],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};
