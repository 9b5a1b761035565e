import { loadavg } from "node:os";
import { runBench } from "./bench-rig";
import { machineLine } from "./load-run";
import { mp3Header } from "@kominote/core/testing/mp3-header";

/**
 * `npm run bench:voice` (after `npm run build`): POST /api/ai/voice on the production build for
 * answers of 200 characters, each read cold (the synthesizer's work: espeak-ng on its own thread)
 * and then cached (the same answer again: the kept MP3), one request at a time as members hear
 * them, then 10 members at once on cached answers. The very first request also starts the thread.
 */
const answersRead = 10;
const cachedRounds = 10;
const concurrent = 10;

/** Ten different answers of exactly 200 characters, in Creole, as the assistant writes them. */
const answers = Array.from({ length: answersRead }, (_, index) =>
  `Repons ${index + 1}: pou jwenn kat idantifikasyon nasyonal ou, ale nan biwo ONI ki pi pre w la ak batistè ou, yon foto ak yon prèv adrès. Kat la gratis, epi li pare nan de a twa semèn apre ou fin anrejistre.`
    .padEnd(200, " .")
    .slice(0, 200),
);

const percentile = (sorted: readonly number[], share: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

const summary = (label: string, timings: readonly number[]): string => {
  const sorted = [...timings].sort((a, b) => a - b);
  return `${label}: ${timings.length} requests, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
};

process.exitCode = await runBench("voice", async (rig) => {
  // Readings are limited per member (40 per 10 minutes): the bench speaks for several members.
  const database = await rig.prepareDatabase({ members: 20, ledgerLinesPerMember: 0, notificationsPerMember: 0, signedIn: 20 });
  const server = await rig.startServer(database);
  let calls = 0;
  const speak = async (text: string): Promise<{ ms: number; bytes: number }> => {
    const cookie = database.cookies[Math.floor(calls++ / 30) % database.cookies.length] ?? "";
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/ai/voice`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "ht", cookie },
      body: JSON.stringify({ text, language: "ht" }),
    });
    const body = new Uint8Array(await response.arrayBuffer());
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`POST /api/ai/voice answered ${response.status}: ${new TextDecoder().decode(body)}`);
    if (mp3Header(body) === null) throw new Error("POST /api/ai/voice answered no MP3");
    return { ms, bytes: body.byteLength };
  };

  const first = await speak("Bonjou.");
  const cold: number[] = [];
  let bytes = 0;
  for (const text of answers) {
    const read = await speak(text);
    cold.push(read.ms);
    bytes += read.bytes;
  }
  const cached: number[] = [];
  for (let round = 0; round < cachedRounds; round += 1) for (const text of answers) cached.push((await speak(text)).ms);
  const together: number[] = [];
  const startedTogether = performance.now();
  await Promise.all(
    Array.from({ length: concurrent }, async (_, member) => {
      for (const text of answers) together.push((await speak(answers[(answers.indexOf(text) + member) % answers.length] ?? text)).ms);
    }),
  );
  const togetherSeconds = (performance.now() - startedTogether) / 1000;

  console.log(`\nPOST /api/ai/voice, answers of 200 characters in the ht voice (${(bytes / answersRead / 1024).toFixed(0)} KB of MP3 each):`);
  console.log(`first request (starts the synthesis thread, 7 characters): ${first.ms.toFixed(1)} ms`);
  console.log(summary("cold (synthesized)", cold));
  console.log(summary("cached (the same answers again)", cached));
  console.log(`${summary(`cached, ${concurrent} members at once`, together)}, ${(together.length / togetherSeconds).toFixed(0)} req/s`);
  console.log(`Database: ${database.describe}. Load average over 1/5/15 min: ${loadavg().map((value) => value.toFixed(2)).join(" / ")}.`);
  console.log(machineLine());
});
