import { describe, expect, it } from "vitest";
import { pageRequest } from "../../testing/page-request";
import { reportedPlaceWorld } from "../../testing/reported-place-world";
import type { SignedInMember } from "../../testing/signed-in-members";

interface ConnectionPointBody {
  id: number;
  name: string;
  status: string;
  verificationStatus: string;
  isFree: boolean;
  requirements: string | null;
  reportedBy: string;
  lastTested: string | null;
  canEdit: boolean;
}

const world = reportedPlaceWorld("connection_points", 11);
const { inject, statusesOf } = world;

const wifi = {
  name: "Wifi Plas Dam",
  address: "Plas Dam, Pòtoprens",
  description: "Wifi lib sou plas la.",
  latitude: 18.5425,
  longitude: -72.3386,
  connectionType: "wifi",
  speed: 20,
  requirements: "Pa gen anyen pou peye",
};

const report = (payload: object = wifi, who: SignedInMember = world.marie, remoteAddress?: string) =>
  inject(pageRequest("POST", "/api/connection-points", who, payload, "en"), remoteAddress);

const reported = async (payload: object = wifi, who: SignedInMember = world.marie) => {
  const response = await report(payload, who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ConnectionPointBody>();
};

const approved = async (payload: object = wifi, who: SignedInMember = world.jean) => {
  const point = await reported(payload, who);
  const decision = await inject(pageRequest("POST", `/api/moderation/reviews/connectionPoint/${point.id}/approve`, world.moderator, {}, "en"));
  expect(decision.statusCode, decision.body).toBe(200);
  return point;
};

const list = async (who: SignedInMember, search = "") => {
  const response = await inject(pageRequest("GET", `/api/connection-points${search}`, who));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConnectionPointBody[]>();
};

const correct = (id: number, payload: object, who: SignedInMember = world.marie, remoteAddress?: string) =>
  inject(pageRequest("PATCH", `/api/connection-points/${id}`, who, payload, "en"), remoteAddress);

describe("POST /api/connection-points", () => {
  it("stores the member's point active, free without requirements, pending verification, shown to them alone", async () => {
    const point = await reported();
    expect(point).toMatchObject({ status: "active", verificationStatus: "pending", isFree: true, requirements: null, reportedBy: "Marie Joseph", canEdit: true });
    expect(point.lastTested).not.toBeNull();
    expect((await list(world.marie)).map((each) => each.id)).toEqual([point.id]);
    expect(await list(world.jean)).toEqual([]);
  });

  it("keeps the requirements of a point that is not free", async () => {
    expect(await reported({ ...wifi, isFree: false, requirements: " Kat manm " })).toMatchObject({ isFree: false, requirements: "Kat manm" });
  });

  it("is refused to a visitor with 401", async () => {
    expect((await inject(pageRequest("POST", "/api/connection-points", undefined, wifi))).statusCode).toBe(401);
  });

  it.each([
    ["longitude", { longitude: -70.5 }],
    ["speed", { speed: -1 }],
    ["reliability", { reliability: 5.5 }],
    ["connectionType", { connectionType: "5g" }],
    ["address", { address: "" }],
  ])("answers 400 naming the %s field", async (field, change) => {
    const response = await report({ ...wifi, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { [field]: expect.any(String) } });
  });

  it("limits one address to ten reports an hour", async () => {
    expect(await statusesOf(11, (index) => report({ ...wifi, name: `Wifi ${index}` }, world.marie, "10.12.0.1"))).toEqual([...Array<number>(10).fill(201), 429]);
  });
});

describe("GET /api/connection-points", () => {
  it("lists approved points whatever their status and the member's own, searched and filtered by type", async () => {
    const square = await approved();
    const antenna = await approved({ ...wifi, name: "Antèn Petyonvil", address: "Pétion-Ville", description: "Siyal 4G.", connectionType: "4g" });
    await correct(antenna.id, { status: "intermittent" }, world.jean);
    const own = await reported({ ...wifi, name: "Wifi Bibliyotèk" });
    const others = await reported({ ...wifi, name: "Wifi Jean" }, world.jean);

    expect((await list(world.marie)).map((each) => [each.id, each.status])).toEqual([
      [antenna.id, "intermittent"],
      [own.id, "active"],
      [square.id, "active"],
    ]);
    expect((await list(world.marie, "?connectionType=4g")).map((each) => each.id)).toEqual([antenna.id]);
    expect((await list(world.marie, "?q=PETION")).map((each) => each.id)).toEqual([antenna.id]);
    expect((await list(world.marie)).map((each) => each.id)).not.toContain(others.id);
  });

  it("answers 401 to a visitor and 400 for an unknown type", async () => {
    expect((await inject(pageRequest("GET", "/api/connection-points"))).statusCode).toBe(401);
    const response = await inject(pageRequest("GET", "/api/connection-points?connectionType=5g", world.marie));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { connectionType: expect.any(String) } });
  });

  it("names a reporter who left as a former member", async () => {
    const paul = await world.signIn("Paul Leaving");
    const point = await approved(wifi, paul);
    await world.testApp.database("users").where({ id: paul.id }).update({ full_name: "" });
    expect((await list(world.marie)).find((each) => each.id === point.id)?.reportedBy).toBe("Ansyen manm");
  });
});

describe("GET /api/connection-points/summary", () => {
  it("counts the approved points, the active and free ones, and their mean speed rounded", async () => {
    await approved({ ...wifi, speed: 10 });
    const slow = await approved({ ...wifi, speed: 15, isFree: false, requirements: "Peye" });
    await correct(slow.id, { status: "inactive" }, world.jean);
    await reported({ ...wifi, speed: 900 });

    const response = await inject(pageRequest("GET", "/api/connection-points/summary", world.marie));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total: 2, active: 1, free: 1, averageSpeed: 13 });
  });

  it("is refused to a visitor with 401", async () => {
    expect((await inject(pageRequest("GET", "/api/connection-points/summary"))).statusCode).toBe(401);
  });
});

describe("PATCH /api/connection-points/{id}", () => {
  it("takes the reporter's new status as a new test, keeping the point verified", async () => {
    const point = await approved(wifi, world.marie);
    const response = await correct(point.id, { status: "inactive", speed: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: "inactive", speed: 2, verificationStatus: "verified" });
  });

  it("sends the reporter's other changes back to review; a moderator's stay verified", async () => {
    const point = await approved(wifi, world.marie);
    expect((await correct(point.id, { name: "Wifi Palè" })).json()).toMatchObject({ verificationStatus: "pending" });
    const other = await approved();
    expect((await correct(other.id, { isFree: false, requirements: "Kat manm" }, world.moderator)).json()).toMatchObject({
      verificationStatus: "verified",
      requirements: "Kat manm",
    });
  });

  it("refuses another member with 403 and changes nothing (IDOR)", async () => {
    const point = await approved(wifi, world.marie);
    const response = await correct(point.id, { status: "inactive" }, world.jean);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "AUTH.FORBIDDEN" });
    expect((await list(world.marie))[0]?.status).toBe("active");
  });

  it("answers 404 for an unknown point, 401 to a visitor, 400 for a bad status", async () => {
    const missing = await correct(999_999, { status: "inactive" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: "CONNECTION_POINT.NOT_FOUND", message: "This connection point could not be found." });
    const point = await reported();
    expect((await inject(pageRequest("PATCH", `/api/connection-points/${point.id}`, undefined, { status: "inactive" }))).statusCode).toBe(401);
    const bad = await correct(point.id, { status: "broken" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { status: expect.any(String) } });
  });

  it("limits one address to thirty corrections in ten minutes", async () => {
    const point = await reported();
    expect(await statusesOf(31, (index) => correct(point.id, { speed: index }, world.marie, "10.12.0.2"))).toEqual([...Array<number>(30).fill(200), 429]);
  });
});

describe("reviewing a connection point", () => {
  it("approved, pays its reporter 10 points once and tells them; rejected, tells them why", async () => {
    const point = await approved(wifi, world.marie);
    const points = await world.testApp.database("points_ledger").where({ user_id: world.marie.id }).select("action", "points", "reference_kind");
    expect(points).toEqual([{ action: "connectionPointApproved", points: 10, reference_kind: "connectionPoint" }]);

    const other = await reported({ ...wifi, name: "Wifi ki pa egziste" });
    const rejection = await inject(
      pageRequest("POST", `/api/moderation/reviews/connectionPoint/${other.id}/reject`, world.moderator, { reason: "Pa jwenn li." }, "en"),
    );
    expect(rejection.statusCode).toBe(200);
    expect((await list(world.marie)).find((each) => each.id === other.id)).toMatchObject({ verificationStatus: "unverified" });
    const notifications = (await inject(pageRequest("GET", "/api/notifications", world.marie, undefined, "en"))).json<{ title: string }[]>();
    expect(notifications.map((each) => each.title).sort()).toEqual(["Your connection point was not verified", "Your connection point was verified"]);
    expect(point.id).not.toBe(other.id);
  });
});
