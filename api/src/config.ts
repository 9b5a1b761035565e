import { resolve } from "node:path";
import { z } from "zod";

/** The web client's production build, beside this package: api/dist/main.js and api/src/config.ts both sit two levels below the repository root. */
const defaultWebRoot = resolve(import.meta.dirname, "../../web/dist");
const defaultOpenApiDocument = resolve(import.meta.dirname, "../../openapi/openapi.json");

/**
 * "true": exactly one reverse proxy stands in front (hop count 1), so the client address is the
 * right-most X-Forwarded-For entry, the one that proxy appended; the entries left of it are
 * whatever the client wrote and are never believed (decision 0018). A number: that many proxies
 * in a chain. "false": no proxy. Otherwise a comma-separated list of trusted proxy addresses or
 * CIDRs, as Fastify's trustProxy takes them.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value): number | boolean | string => {
    if (value === "true") return 1;
    if (value === "false" || value === "") return false;
    return /^\d+$/.test(value) ? Number(value) : value;
  });

const origin = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value).origin);

/** The bucket's settings, all or none. */
const s3Variables = ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  /** Absent: the embedded PostgreSQL (PGlite) in DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().trim().min(1).default(".data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** The address members type, e.g. https://kominote.ht; when set, only this Origin may change state. */
  PUBLIC_ORIGIN: origin.optional(),
  TRUST_PROXY: trustProxy.default(false),
  /**
   * "true" only for a local trial of a production build over plain http (no https PUBLIC_ORIGIN):
   * the session cookie then drops Secure and the `__Host-` prefix, which a browser would refuse to
   * send over http. Never set on a server members reach.
   */
  PLAIN_HTTP_TRIAL: z.enum(["true", "false"]).default("false").transform((value) => value === "true"),
  WEB_ROOT: z.string().trim().min(1).default(defaultWebRoot),
  /** Requests per minute per client address on /api; carrier-grade NAT puts many phones behind one address. */
  /** The generated OpenAPI document served at /api/openapi.json and rendered at /api/docs. */
  OPENAPI_DOCUMENT: z.string().trim().min(1).default(defaultOpenApiDocument),
  /** A LibreTranslate server tried after the built-in dictionary (DECISIONS 7). */
  LIBRETRANSLATE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LIBRETRANSLATE_API_KEY: z.string().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /**
   * The maps' tile template (`https://tiles.example.ht/{z}/{x}/{y}.png`); absent, OpenStreetMap's.
   * The web build reads the same variable; here it names the origin the page's policy allows.
   */
  MAP_TILE_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, "a tile template such as https://tiles.example.ht/{z}/{x}/{y}.png")
    .optional(),
  /**
   * Key for hashing sign-in codes and session tokens (at least 32 characters). Absent: a random key
   * is generated once and kept in the shared PostgreSQL (table server_secrets) with DATABASE_URL,
   * so every instance uses it, else in `<DATA_DIR>/secret` (mode 0600). Changing it signs everyone out.
   */
  SESSION_SECRET: z.string().min(32).optional(),
  /**
   * Outgoing mail and text messages (DECISIONS 7). Each channel without its variables keeps what it
   * would send in the database outbox and the log (`npm run outbox`).
   * SMTP_URL: smtp:// or smtps://, credentials in the URL. MAIL_FROM: default "Kominote <no-reply@kominote.ht>".
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** A Twilio-style SMS gateway: its API root, account, token (a secret, never logged) and sender. */
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_ACCOUNT: z.string().trim().min(1).optional(),
  SMS_GATEWAY_TOKEN: z.string().trim().min(1).optional(),
  SMS_FROM: z.string().trim().min(1).optional(),
  /**
   * Several instances (docs/several-instances.md): with REDIS_URL, member events, presence and
   * rate-limit counts go through Redis; without it, through the shared PostgreSQL (DATABASE_URL).
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * Uploaded files in an S3-compatible bucket (docs/several-instances.md, decision 0033): all five
   * or none; none keeps them in `<DATA_DIR>/uploads`. The secret key is never logged.
   */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** On SIGTERM, how long /readyz answers 503 before the server stops accepting (the balancer's notice). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(8_000).default(3_000),
  /**
   * The assistant's language model (DECISIONS 7): any OpenAI-compatible chat endpoint, used when
   * AI_BASE_URL is set (e.g. http://127.0.0.1:11434/v1 for Ollama). Absent, the embedded assistant
   * answers from the retrieved passages alone. AI_API_KEY is a secret, never logged.
   */
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_MODEL: z.string().trim().min(1).default("llama3.2"),
  AI_API_KEY: z.string().trim().min(1).optional(),
  /** Longest wait, in milliseconds, for the model's answer to start and between two of its pieces. */
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /**
   * Bytes of spoken answers (MP3) kept in memory, so an answer read again costs nothing. 64 MiB
   * holds over a thousand answers of 200 characters; 0 keeps none.
   */
  VOICE_CACHE_BYTES: z.coerce.number().int().min(0).default(64 * 1024 * 1024),
  /** The video meeting server the live meeting is held on (decision 0028). */
  MEETING_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://meet.jit.si"),
  /** The meeting's name on that server; its spaces are removed in the link (SPEC 2). */
  MEETING_ID: z.string().trim().min(1).max(200).default("KominoteReyinyonKominote"),
}).superRefine((config, context) => {
  const missing = s3Variables.filter((name) => config[name] === undefined);
  if (missing.length > 0 && missing.length < s3Variables.length) {
    context.addIssue({
      code: "custom",
      path: ["S3_*"],
      message: `set all of ${s3Variables.join(", ")} to keep files in S3, or none to keep them in DATA_DIR/uploads; missing: ${missing.join(", ")}`,
    });
  }
});

export type AppConfig = z.output<typeof configSchema>;

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** Reads the environment once at start-up; a bad value stops the server with every problem named. */
export const loadConfig = (env: Readonly<Record<string, string | undefined>> = process.env): AppConfig => {
  // An empty variable means "not set", as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = configSchema.safeParse(present);
  if (parsed.success) return { ...parsed.data, WEB_ROOT: resolve(parsed.data.WEB_ROOT), OPENAPI_DOCUMENT: resolve(parsed.data.OPENAPI_DOCUMENT) };
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
};
