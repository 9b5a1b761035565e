import { apiRoute } from "@kominote/core/contract/index";
import type { SessionMember } from "@kominote/core/ports/session-store";
import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { handle, type RouteHandler } from "./handler";

const reply = {} as FastifyReply;
const requestFrom = (member: SessionMember | null) =>
  ({ params: {}, query: {}, body: undefined, headers: { "accept-language": "en" }, member }) as unknown as FastifyRequest;

/** The one handler of a map built by `handle`, and what it passed its body. */
const seen: { member?: SessionMember | null } = {};
const only = (map: Record<string, RouteHandler | undefined>): RouteHandler => {
  const [handler] = Object.values(map);
  if (handler === undefined) throw new Error("no handler");
  return handler;
};

describe("handle", () => {
  it("gives a member route's handler the signed-in member", async () => {
    const handler = only(
      handle(apiRoute("getUserStats"), async ({ member }) => {
        seen.member = member;
        return reply;
      }),
    );
    await handler(requestFrom({ id: 42, role: "member" }), reply);
    expect(seen.member).toEqual({ id: 42, role: "member" });
  });

  it("gives a public route's handler null when nobody is signed in", async () => {
    const handler = only(
      handle(apiRoute("getLeaderboard"), async ({ member }) => {
        seen.member = member;
        return reply;
      }),
    );
    await handler(requestFrom(null), reply);
    expect(seen.member).toBeNull();
  });

  it("refuses to run a member route's handler without a member, rather than act as member 0", async () => {
    let ran = false;
    const handler = only(
      handle(apiRoute("getUserStats"), async () => {
        ran = true;
        return reply;
      }),
    );
    await expect(handler(requestFrom(null), reply)).rejects.toThrow("getUserStats reached its handler without a member");
    expect(ran).toBe(false);
  });
});
