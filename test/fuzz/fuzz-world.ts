import { createTestApp, type TestApp } from "@kominote/api/testing/create-test-app";
import { signInMembers, testSessionSecret, type SignedInMember } from "@kominote/api/testing/signed-in-members";
import type { InjectOptions } from "fastify";
import type { OpenApiValidator } from "@kominote/openapi/validator";
import { sampleFromSchema } from "../contract/sample-from-schema";

/** Who sends a fuzzed request: nobody, a member, a moderator, or a cookie no session matches. */
export type Role = "visitor" | "member" | "moderator" | "forged";

/** Real ids a path parameter can name, by the collection it belongs to. */
export type IdPools = Readonly<Record<"services" | "tasks" | "ideas" | "forums" | "posts" | "contributions" | "users" | "notifications", readonly number[]>>;

export interface Cast {
  readonly member: SignedInMember;
  readonly moderator: SignedInMember;
  /** Owns the objects the member and moderator act on without owning them. */
  readonly other: SignedInMember;
  readonly pools: IdPools;
}

export interface FuzzWorld {
  readonly testApp: TestApp;
  /** Fresh members with fresh objects of their own and of another member, so operations do not share state. */
  readonly freshCast: () => Promise<Cast>;
  /** The same cast with a new member and moderator, each signed in: for calls that end the session they are sent with. */
  readonly freshSessions: (cast: Cast) => Promise<Cast>;
  /** The app listening on a free loopback port, for the calls that need a real socket (event streams). */
  readonly origin: () => Promise<URL>;
  readonly close: () => Promise<void>;
}

const asJson = <T>(label: string, response: { statusCode: number; body: string }, expected: number): T => {
  if (response.statusCode !== expected) throw new Error(`setting up the fuzz world: ${label} answered ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body) as T;
};

/**
 * The real application on its seeded in-memory database, as the integration tests build it. The
 * global rate limit is raised: each fuzzed request comes from its own address anyway, and the
 * per-route limits stay as configured.
 */
export const createFuzzWorld = async (validator: OpenApiValidator): Promise<FuzzWorld> => {
  const testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret, RATE_LIMIT_PER_MINUTE: "1000000" } });
  const signIn = signInMembers(testApp);
  let setupAddress = 0;
  const send = (method: InjectOptions["method"], url: string, who?: SignedInMember, payload?: object) => {
    setupAddress += 1;
    return testApp.app.inject({
      method,
      url,
      remoteAddress: `192.0.2.${setupAddress % 250}`,
      headers: {
        "x-requested-with": "fetch",
        "accept-language": "ht",
        ...(who === undefined ? {} : { cookie: who.cookie }),
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  };

  const services = asJson<{ id: number }[]>("listPublicServices", await send("GET", "/api/public-services"), 200).map((s) => s.id);
  const firstService = services[0];
  if (firstService === undefined) throw new Error("the seeds gave no public service");
  const tasks = asJson<{ id: number }[]>("listServiceTasks", await send("GET", `/api/services/${firstService}/tasks`), 200).map((t) => t.id);

  /** Objects a member owns: an idea, a forum with a post, a contribution (each when the call allows it). */
  const objectsOf = async (who: SignedInMember) => {
    await send("POST", `/api/services/${firstService}/join`, who);
    const idea = await send("POST", "/api/ideas", who, { content: "Yon lide pou kominote a", serviceId: firstService });
    const forum = await send("POST", `/api/services/${firstService}/forums`, who, { title: "Fowòm tès" });
    const forumId = forum.statusCode === 201 ? (JSON.parse(forum.body) as { id: number }).id : undefined;
    const post = forumId === undefined ? undefined : await send("POST", `/api/forums/${forumId}/posts`, who, { content: "Yon mesaj" });
    // A contribution as the contract suite sends one (the document's own example of the request), from Port-au-Prince.
    const contributeSchema = validator.document.paths["/api/tasks/{id}/contribute"]?.post?.requestBody?.content?.["application/json"]?.schema;
    const contribution =
      contributeSchema === undefined || tasks[0] === undefined
        ? undefined
        : await send("POST", `/api/tasks/${tasks[0]}/contribute`, who, {
            ...(sampleFromSchema(contributeSchema, (schema) => validator.deref(schema)) as object),
            userLocation: { latitude: 18.54, longitude: -72.34 },
          });
    // A created object answers with its id, a contribution inside `{ contribution }`.
    const idOf = (response: { statusCode: number; body: string } | undefined) => {
      if (response === undefined || response.statusCode !== 201) return [];
      const body = JSON.parse(response.body) as { id?: number; contribution?: { id: number } };
      return [body.id ?? body.contribution?.id ?? []].flat();
    };
    return { ideas: idOf(idea), forums: forumId === undefined ? [] : [forumId], posts: idOf(post), contributions: idOf(contribution) };
  };

  let casts = 0;
  let sessions = 0;
  let listening: Promise<URL> | undefined;
  return {
    testApp,
    origin: () => (listening ??= testApp.app.listen({ port: 0, host: "127.0.0.1" }).then((address) => new URL(address))),
    freshCast: async () => {
      casts += 1;
      const member = await signIn(`Manm ${casts}`, "member");
      const moderator = await signIn(`Moderatè ${casts}`, "moderator");
      const other = await signIn(`Lòt manm ${casts}`, "member");
      const own = [await objectsOf(member), await objectsOf(other)];
      await send("POST", "/api/notifications/announcements", moderator, { title: "Anons", message: "Yon anons pou tout moun" });
      const notifications: number[] = [];
      for (const who of [member, other]) {
        const listed = await send("GET", "/api/notifications", who);
        if (listed.statusCode === 200) {
          const body = JSON.parse(listed.body) as { id?: number }[] | { notifications?: { id: number }[] };
          const items = Array.isArray(body) ? body : (body.notifications ?? []);
          notifications.push(...items.flatMap((item) => (typeof item.id === "number" ? [item.id] : [])));
        }
      }
      return {
        member,
        moderator,
        other,
        pools: {
          services,
          tasks,
          ideas: own.flatMap((o) => o.ideas),
          forums: own.flatMap((o) => o.forums),
          posts: own.flatMap((o) => o.posts),
          contributions: own.flatMap((o) => o.contributions),
          users: [member.id, moderator.id, other.id],
          notifications,
        },
      };
    },
    freshSessions: async (cast) => {
      sessions += 1;
      return { ...cast, member: await signIn(`Manm ${sessions}`, "member"), moderator: await signIn(`Moderatè ${sessions}`, "moderator") };
    },
    close: () => testApp.close(),
  };
};
