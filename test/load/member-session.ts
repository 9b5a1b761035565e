import { skillsCatalogue } from "@kominote/core/rules/skills-catalogue";
import type { RunningServer } from "../support/built-server";

/** The session cookie over plain http (the bench's server has no https public origin). */
const sessionCookieName = "kominote_session";

/**
 * Registers a member through `POST /api/users`, as the wizard does, and returns the `Cookie`
 * header of the session the registration opens: what a signed-in member's browser sends.
 */
export const memberSessionCookie = async (server: RunningServer): Promise<string> => {
  const services = (await (await fetch(`${server.origin}/api/public-services`)).json()) as { slug: string }[];
  const skill = skillsCatalogue[0]?.skills[0]?.id;
  if (services[0] === undefined || skill === undefined) throw new Error("no service or no skill to register the bench member with");
  const response = await fetch(`${server.origin}/api/users`, {
    method: "POST",
    // A same-origin JSON call, as the page sends it.
    headers: { "content-type": "application/json", origin: server.origin, "accept-language": "ht" },
    body: JSON.stringify({
      fullName: "Marie Joseph",
      birthday: "1990-04-12",
      email: "bench.member@example.ht",
      phoneNumber: "+509 3700 0001",
      skills: [skill],
      primaryService: services[0].slug,
      password: "lakay-2026",
      confirmPassword: "lakay-2026",
    }),
  });
  if (!response.ok) throw new Error(`registering the bench member answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .find((pair) => pair.startsWith(`${sessionCookieName}=`));
  if (cookie === undefined) throw new Error("registering the bench member opened no session (no session cookie)");
  const check = await fetch(`${server.origin}/api/auth/user`, { headers: { cookie } });
  if (check.status !== 200) throw new Error(`GET /api/auth/user with the new member's cookie answered ${check.status}`);
  return cookie;
};
