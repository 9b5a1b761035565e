/**
 * Two built instances on one PostgreSQL (a fresh database made here) behind a round-robin proxy,
 * once with member events over LISTEN/NOTIFY and once over Redis: sessions, events, rate limits,
 * the periodic job and a graceful stop are checked across them. Usage: npm run test:cluster
 * (CLUSTER_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432; CLUSTER_REDIS_URL, default
 * redis://127.0.0.1:6379). Builds the server bundle first if it is missing.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { skillsCatalogue } from "@kominote/core/rules/skills-catalogue";
import { startLocalS3Server } from "@kominote/adapters/storage/local-s3-server";
import pg from "pg";
import { builtServerEntry, freePort, repositoryRoot, waitUntilHealthy } from "../support/built-server";
import { startRoundRobinProxy, type Backend } from "../support/round-robin-proxy";

const postgresUrl = process.env.CLUSTER_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432";
const redisUrl = process.env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379";
const perMinute = 60;
const sessionCookieName = "kominote_session";
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));
const random = (n: number) => Math.floor(Math.random() * n);

interface Instance extends Backend {
  readonly child: ChildProcess;
  readonly origin: string;
  output: string;
}

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};

const startInstance = async (env: Record<string, string>): Promise<Instance> => {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "kominote-cluster-"));
  const child = spawn(process.execPath, [builtServerEntry], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "warn", TRUST_PROXY: "true", PLAIN_HTTP_TRIAL: "true", RATE_LIMIT_PER_MINUTE: String(perMinute), SHUTDOWN_DRAIN_MS: "1500", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const instance: Instance = { child, port, origin: `http://127.0.0.1:${port}`, ready: false, output: "" };
  const keep = (chunk: Buffer) => {
    instance.output = (instance.output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return instance;
};

/** A 2x2 red PNG, as a phone's browser sends a profile photo. */
const png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4YWNzwsaGAUIBACU+BQE37XHpAAAAAElFTkSuQmCC";

const register = async (origin: string, n: number): Promise<string> => {
  const services = (await (await fetch(`${origin}/api/public-services`)).json()) as { slug: string }[];
  const response = await fetch(`${origin}/api/users`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "accept-language": "ht" },
    body: JSON.stringify({
      fullName: ["Marie Joseph", "Jean Baptiste"][n % 2],
      birthday: "1990-04-12",
      email: `manm.${n}@example.ht`,
      phoneNumber: `+509 3700 ${String(1000 + n)}`,
      skills: [skillsCatalogue[0]?.skills[0]?.id],
      primaryService: services[0]?.slug,
      password: "lakay-2026",
      confirmPassword: "lakay-2026",
      profilePhoto: png,
    }),
  });
  if (!response.ok) throw new Error(`registering member ${n} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((header) => header.split(";")[0] ?? "").find((pair) => pair.startsWith(`${sessionCookieName}=`));
  if (cookie === undefined) throw new Error("registration opened no session");
  return cookie;
};

/** An event stream as EventSource reads it: frames, the last `retry:`, and the end. */
const openStream = (origin: string, cookie: string) => {
  const stream = { text: "", ended: false, retryMs: 5_000, connected: false, end: () => undefined as void };
  const clientRequest = request(`${origin}/api/events`, { headers: { accept: "text/event-stream", cookie }, agent: false }, (response) => {
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => {
      stream.text += chunk;
      stream.connected ||= stream.text.includes(": connected");
      for (const match of chunk.matchAll(/retry: (\d+)/g)) stream.retryMs = Number(match[1]);
    });
    response.on("close", () => {
      stream.ended = true;
    });
  });
  clientRequest.on("error", () => {
    stream.ended = true;
  });
  clientRequest.end();
  stream.end = () => void clientRequest.destroy();
  return stream;
};

const until = async (condition: () => boolean, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await wait(10);
  return condition();
};

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((done) => child.once("exit", () => done()));

const runMode = async (mode: "LISTEN/NOTIFY" | "Redis"): Promise<void> => {
  console.log(`\n== two instances, events through ${mode}`);
  const name = `kominote_cluster_${process.pid}_${random(1e6)}`;
  const admin = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = `${postgresUrl}/${name}`;
  // Files in a bucket of a local S3-compatible server, shared by both instances as a real bucket would be.
  const s3 = await startLocalS3Server();
  const bucket = {
    S3_ENDPOINT: s3.settings.endpoint,
    S3_BUCKET: s3.settings.bucket,
    S3_REGION: s3.settings.region,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
  };
  const env = { DATABASE_URL: databaseUrl, ...bucket, ...(mode === "Redis" ? { REDIS_URL: redisUrl } : {}) };
  const instances = [await startInstance(env), await startInstance(env)];
  const [a, b] = instances as [Instance, Instance];
  // A fresh address per run: Redis keeps the last minute's counts of earlier runs.
  const proxy = await startRoundRobinProxy(instances, `10.${random(250)}.${random(250)}.${random(250)}`);
  // Another client address for the rate-limit check, so the streams below are not the ones refused.
  const limitedProxy = await startRoundRobinProxy(instances, `10.${random(250)}.${random(250)}.${random(250)}`);
  const database = new pg.Client({ connectionString: databaseUrl });
  try {
    // Started together: migrations and seed take turns under the start-up lock.
    await Promise.all(instances.map((instance) => waitUntilHealthy(`${instance.origin}/readyz`, instance.child, 60_000)));
    await database.connect();

    const first = await register(a.origin, 1);
    const signedInOnB = await fetch(`${b.origin}/api/auth/user`, { headers: { cookie: first } });
    check(signedInOnB.status === 200, "a member signed in through A is signed in on B");

    const photoPath = ((await signedInOnB.json()) as { profilePhoto?: string }).profilePhoto ?? "";
    const photo = await fetch(`${b.origin}${photoPath}`);
    const photoBytes = Buffer.from(await photo.arrayBuffer());
    check(
      photo.status === 200 && photo.headers.get("content-type") === "image/webp" && photo.headers.get("x-content-type-options") === "nosniff" && photoBytes.subarray(8, 12).toString() === "WEBP",
      `a photo uploaded through A is served by B from the bucket (${photoPath} answered ${photo.status}, ${photoBytes.length} bytes)`,
    );

    const moderator = await register(b.origin, 2);
    await database.query("update users set role = 'moderator' where email = 'manm.2@example.ht'");
    const stream = openStream(b.origin, first);
    await until(() => stream.connected, 5_000);
    const sentAt = Date.now();
    const announced = await fetch(`${a.origin}/api/notifications/announcements`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: moderator, origin: a.origin },
      body: JSON.stringify({ title: `Anons ${mode}`, message: "Yon anons pou tout manm yo." }),
    });
    const arrived = await until(() => stream.text.includes(`Anons ${mode}`), 1_000);
    check(announced.status === 201 && arrived, `an announcement sent on A reaches a stream on B within 1 s (${Date.now() - sentAt} ms)`);
    stream.end();

    // The map's approved places are held in each instance's memory: a verdict on A reaches B's.
    const placeName = `Mache ${mode} ${random(1e6)}`;
    const onBsMap = async () => ((await (await fetch(`${b.origin}/api/locations?q=${encodeURIComponent(placeName)}`)).json()) as { name: string }[]).length > 0;
    const created = await fetch(`${a.origin}/api/locations`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: first, origin: a.origin },
      body: JSON.stringify({ name: placeName, description: "Yon mache", latitude: 18.5392, longitude: -72.3364 }),
    });
    const placeId = ((await created.json()) as { id?: number }).id ?? 0;
    const hiddenBefore = !(await onBsMap());
    const approvedAt = Date.now();
    const verdict = await fetch(`${a.origin}/api/moderation/reviews/location/${placeId}/approve`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: moderator, origin: a.origin },
      body: "{}",
    });
    let shown = false;
    while (!shown && Date.now() - approvedAt < 2_000) {
      shown = await onBsMap();
      if (!shown) await wait(20);
    }
    check(
      created.status === 201 && hiddenBefore && verdict.status === 200 && shown,
      `a place approved on A is on B's map within 2 s, B's memory read before (${Date.now() - approvedAt} ms)`,
    );

    const answers = [];
    for (let i = 0; i < perMinute + 20; i += 1) answers.push((await fetch(`${limitedProxy.origin}/api/public-services`)).status);
    const accepted = answers.filter((status) => status === 200).length;
    check(accepted <= perMinute && answers.includes(429), `the rate limit holds across both instances (${accepted} of ${answers.length} accepted, limit ${perMinute})`);

    const runs = await database.query<{ runs: string }>("select runs from periodic_jobs where name = 'expired-rows'");
    check(Number(runs.rows[0]?.runs) === 1, `the periodic clean-up ran once for both instances (${runs.rows[0]?.runs ?? 0})`);

    // Graceful stop of A: a stream through the proxy on each instance, a request in flight on A.
    const streams = [openStream(proxy.origin, first), openStream(proxy.origin, first)];
    await until(() => streams.every((open) => open.connected), 5_000);
    const inFlight = new Promise<number>((done) => {
      const slow = request(`${a.origin}/api/verify-email-login`, { method: "POST", headers: { "content-type": "application/json", origin: a.origin }, agent: false }, (response) => {
        response.resume();
        response.on("end", () => done(response.statusCode ?? 0));
      });
      slow.on("error", () => done(0));
      // Half the body now, the rest after the stop began: the request is in flight meanwhile.
      slow.write('{"email":"manm.1@example.ht",');
      setTimeout(() => slow.end('"code":"000000"}'), 700);
    });
    await wait(100);
    const stopAt = Date.now();
    let exitAt = Number.NaN;
    a.child.once("exit", () => {
      exitAt = Date.now();
    });
    a.child.kill("SIGTERM");
    await wait(200);
    const readyz = await fetch(`${a.origin}/readyz`).then((response) => response.status, () => 0);
    check(readyz === 503, `A's /readyz answers 503 once it is told to stop (${readyz})`);
    const status = await inFlight;
    // A wrong code: the whole body was read and judged.
    check(status === 400 || status === 401, `the request in flight on A is answered (${status})`);
    const toldToReconnect = await until(() => streams.some((open) => open.ended), 3_000);
    const ended = streams.find((open) => open.ended);
    check(streams.every((open) => open.connected) && toldToReconnect && ended !== undefined && ended.retryMs < 1_000, `A's stream is told to reconnect soon (retry: ${ended?.retryMs ?? "-"} ms) and closed`);
    // As EventSource does: wait the retry, reconnect through the balancer, which now sends to B.
    await wait(ended?.retryMs ?? 0);
    const again = openStream(proxy.origin, first);
    await until(() => again.connected, 5_000);
    const reannounced = await fetch(`${proxy.origin}/api/notifications/announcements`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: moderator, origin: proxy.origin },
      body: JSON.stringify({ title: `Anons 2 ${mode}`, message: "Yon lòt anons." }),
    });
    check(reannounced.status === 201 && (await until(() => again.text.includes(`Anons 2 ${mode}`), 2_000)), "the reconnected stream lands on B and receives events");
    await Promise.race([exited(a.child), wait(10_000)]);
    const stopMs = exitAt - stopAt;
    check(a.child.exitCode === 0 && stopMs < 10_000, `A exits cleanly within 10 s (${stopMs} ms, code ${a.child.exitCode ?? "still running"})`);
    for (const open of [...streams, again]) open.end();
  } finally {
    await Promise.all([proxy.stop(), limitedProxy.stop()]);
    for (const instance of instances) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill("SIGTERM");
      await Promise.race([exited(instance.child), wait(10_000)]);
      instance.child.kill("SIGKILL");
    }
    if (failures.length > 0) for (const instance of instances) console.log(`--- instance on ${instance.port} ---\n${instance.output}`);
    await database.end().catch(() => undefined);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await s3.stop();
  }
};

if (!existsSync(builtServerEntry)) execFileSync(process.execPath, ["scripts/bundle.mjs"], { cwd: join(repositoryRoot, "api"), stdio: "inherit" });
const started = Date.now();
await runMode("LISTEN/NOTIFY");
await runMode("Redis");
console.log(`\n${failures.length === 0 ? "all checks passed" : `${failures.length} check(s) failed`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = failures.length === 0 ? 0 : 1;
