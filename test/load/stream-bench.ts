import type { RunningServer } from "../support/built-server";
import type { BenchDatabase } from "./bench-database";
import { runBench } from "./bench-rig";
import type { BenchStream } from "./event-stream-client";
import { machineLine } from "./load-run";

/** What a bench of open event streams starts with. */
export interface StreamBench {
  readonly database: BenchDatabase;
  readonly server: RunningServer;
  /** The last seeded member's session, a moderator's. */
  readonly moderatorCookie: string;
  /** The streams the bench opens go here: every one is closed when the bench ends, whatever happened. */
  readonly open: BenchStream[];
}

/**
 * The preamble and ending every event-stream bench shares (bench:events, bench:live): `members`
 * seeded with open sessions (the last a moderator), the built server started on them (its
 * per-address limit lifted by the rig: every stream comes from 127.0.0.1), the bench's report
 * lines printed with the machine's line, and every stream it opened closed.
 */
export const runStreamBench = (
  name: string,
  { members, env = {} }: { readonly members: number; readonly env?: Record<string, string> },
  bench: (setup: StreamBench) => Promise<readonly string[]>,
): Promise<number> =>
  runBench(name, async (rig) => {
    console.log(`Seeding ${members} members with open sessions ...`);
    const database = await rig.prepareDatabase({ members, ledgerLinesPerMember: 1, notificationsPerMember: 0, signedIn: members });
    const server = await rig.startServer(database, env);
    const open: BenchStream[] = [];
    try {
      const report = await bench({ database, server, moderatorCookie: database.cookies.at(-1) ?? "", open });
      console.log(`\n${report.join("\n")}\n`);
      console.log(machineLine());
    } finally {
      for (const stream of open) stream.request.destroy();
    }
  });
