import { readFile } from "node:fs/promises";
import { createTestApp } from "@kominote/api/testing/create-test-app";
import { signInMembers, testSessionSecret, type SignedInMember } from "@kominote/api/testing/signed-in-members";
import { readAnswerStream } from "./answer-stream";

/**
 * `npm run eval:assistant`: asks every question of questions.json through POST /api/ai/ask (the
 * streamed form the screen uses) on a freshly seeded install, with the embedded assistant, and
 * prints the share answered with a right source and the share of correct "I don't know"s.
 * An evaluation, not a test: the figures go in docs/benchmarks.md.
 */
interface Question {
  readonly language: "ht" | "fr" | "en";
  readonly question: string;
  readonly sources?: readonly string[];
  readonly answer?: false;
}

const targets = { answered: 0.8, dontKnow: 0.8 } as const;
const questionsPerMember = 15;

const { questions } = JSON.parse(await readFile(new URL("questions.json", import.meta.url), "utf8")) as {
  questions: readonly Question[];
};
const testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret } });
// Over a real socket, as the screen reads it: the stream takes over the raw response.
const origin = await testApp.app.listen({ host: "127.0.0.1", port: 0 });
try {
  const signIn = signInMembers(testApp);
  const taskIds = new Map(
    (
      await testApp.database("tasks as k")
        .join("services as s", "s.id", "k.service_id")
        .select<{ id: number; slug: string; position: number }[]>("k.id", "s.slug", "k.position")
    ).map((row) => [`task:${row.slug}:${row.position}`, `/tasks/${row.id}`]),
  );
  const hrefOf = (source: string): string => {
    if (source.startsWith("task:")) {
      const href = taskIds.get(source);
      if (href === undefined) throw new Error(`questions.json names ${source}, which the seed does not have`);
      return href;
    }
    if (source.startsWith("agency:")) return `/government-agencies?q=${encodeURIComponent(source.slice("agency:".length))}`;
    return source;
  };
  const cites = (cited: readonly string[], expected: readonly string[]) =>
    expected.map(hrefOf).some((href) => cited.some((one) => one === href || one.startsWith(`${href}#`)));

  let member: SignedInMember | undefined;
  let right = 0;
  let answerable = 0;
  let honest = 0;
  let unanswerable = 0;
  const started = performance.now();
  for (const [index, item] of questions.entries()) {
    // The limit is 20 questions per member per 10 minutes: a new member every few questions.
    if (index % questionsPerMember === 0) member = await signIn(`Evalyatè ${index}`);
    const response = await fetch(`${origin}/api/ai/ask`, {
      method: "POST",
      headers: {
        cookie: member?.cookie ?? "",
        accept: "text/event-stream",
        "accept-language": item.language,
        "content-type": "application/json",
        "x-requested-with": "fetch",
      },
      body: JSON.stringify({ question: item.question }),
    });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`"${item.question}" answered ${response.status}: ${body}`);
    const done = readAnswerStream(body).done;
    if (done === undefined) throw new Error(`"${item.question}": the stream ended without a done event`);
    const cited = done.sources.map((source) => source.href ?? "");
    let ok: boolean;
    if (item.answer === false) {
      unanswerable += 1;
      ok = !done.answered;
      if (ok) honest += 1;
    } else {
      answerable += 1;
      ok = done.answered && cites(cited, item.sources ?? []);
      if (ok) right += 1;
    }
    console.log(`${ok ? "ok  " : "MISS"} [${item.language}] ${item.question}\n      -> ${done.answered ? cited.join(" ") : "(does not know)"}`);
  }
  const answeredShare = right / Math.max(answerable, 1);
  const honestShare = honest / Math.max(unanswerable, 1);
  console.log("");
  console.log(`Answered with a right source: ${right}/${answerable} = ${(answeredShare * 100).toFixed(1)} % (target ${targets.answered * 100} %)`);
  console.log(`Correct "I don't know": ${honest}/${unanswerable} = ${(honestShare * 100).toFixed(1)} %`);
  console.log(`${questions.length} questions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (answeredShare < targets.answered || honestShare < targets.dontKnow) process.exitCode = 1;
} finally {
  await testApp.close();
}
