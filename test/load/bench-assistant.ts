import { readFile } from "node:fs/promises";
import { readAnswerStream } from "../assistant/answer-stream";
import { runBench } from "./bench-rig";
import { machineLine } from "./load-run";

/**
 * `npm run bench:assistant` (after `npm run build`): POST /api/ai/ask on the embedded assistant,
 * 10 members asking at once, each question of test/assistant/questions.json in turn, on a seeded
 * install. Each member asks at most 20 questions (the per-member limit), so 99 members share the
 * load. Measured per question: the whole JSON answer, and for the streamed form the first `delta`
 * (what a member on the screen waits for) and the `done` event.
 */
const askers = 10;
const questionsPerForm = 400;
const population = { members: 200, ledgerLinesPerMember: 5, notificationsPerMember: 0, signedIn: 100 } as const;

const { questions } = JSON.parse(await readFile(new URL("../assistant/questions.json", import.meta.url), "utf8")) as {
  questions: readonly { question: string; language: string }[];
};

const percentile = (sorted: readonly number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

const summary = (label: string, values: number[]): string => {
  const sorted = [...values].sort((left, right) => left - right);
  return `| ${label} | ${percentile(sorted, 0.5).toFixed(1)} ms | ${percentile(sorted, 0.99).toFixed(1)} ms | ${values.length} |`;
};

process.exitCode = await runBench("assistant", async (rig) => {
  console.log(`Seeding ${population.members} members (${population.signedIn} signed in) ...`);
  const database = await rig.prepareDatabase(population);
  const server = await rig.startServer(database);
  // Every member but the last (the moderator) asks; no member goes over 20 questions in the run.
  const cookies = database.cookies.slice(0, -1);
  let asked = 0;
  const nextCookie = () => cookies[Math.floor(asked / 13) % cookies.length] ?? "";

  const askOnce = async (streamed: boolean, index: number) => {
    const item = questions[index % questions.length];
    if (item === undefined) throw new Error("questions.json is empty");
    const cookie = nextCookie();
    asked += 1;
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/ai/ask`, {
      method: "POST",
      headers: {
        cookie,
        "content-type": "application/json",
        "x-requested-with": "fetch",
        "accept-language": item.language,
        ...(streamed ? { accept: "text/event-stream" } : {}),
      },
      body: JSON.stringify({ question: item.question }),
    });
    if (response.status !== 200) throw new Error(`"${item.question}" answered ${response.status}: ${await response.text()}`);
    if (!streamed) {
      await response.json();
      return { whole: performance.now() - started, first: Number.NaN };
    }
    // The first delta (or done, for an answer of one piece): when words reach the screen.
    const reader = response.body?.getReader();
    if (reader === undefined) throw new Error("The stream has no body");
    const decoder = new TextDecoder();
    let text = "";
    let first = Number.NaN;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (Number.isNaN(first) && /event: (delta|done)/u.test(text)) first = performance.now() - started;
    }
    if (readAnswerStream(text).done === undefined) throw new Error(`"${item.question}": no done event`);
    return { whole: performance.now() - started, first };
  };

  const run = async (streamed: boolean, total: number) => {
    const whole: number[] = [];
    const first: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: askers }, async () => {
        while (next < total) {
          const index = next++;
          const timing = await askOnce(streamed, index);
          whole.push(timing.whole);
          if (!Number.isNaN(timing.first)) first.push(timing.first);
        }
      }),
    );
    return { whole, first };
  };

  console.log("Warming up (the first question builds the index) ...");
  const coldStarted = performance.now();
  await askOnce(false, 0);
  const cold = performance.now() - coldStarted;
  await run(false, 40);
  const startedAt = performance.now();
  const json = await run(false, questionsPerForm);
  const stream = await run(true, questionsPerForm);
  const seconds = (performance.now() - startedAt) / 1000;

  console.log("");
  console.log(`POST /api/ai/ask, embedded assistant, ${askers} concurrent askers, ${questions.length} questions in turn:`);
  console.log("| measure | p50 | p99 | answers |");
  console.log("|---|---|---|---|");
  console.log(summary("whole answer, JSON", json.whole));
  console.log(summary("first words, text/event-stream", stream.first));
  console.log(summary("done event, text/event-stream", stream.whole));
  console.log("");
  console.log(`First question after start (builds the index from the database): ${cold.toFixed(0)} ms.`);
  console.log(`${json.whole.length + stream.whole.length} answers in ${seconds.toFixed(1)} s.`);
  console.log(`Database: ${database.describe}, ${database.counts.members} members.`);
  console.log(machineLine());
});
