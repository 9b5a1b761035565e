import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { maxContributionFileBytes } from "@kominote/core/schemas/uploads";
import { minimalDocx, minimalPdf } from "@kominote/core/testing/stored-zip";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/create-test-app";
import { whileRefusing } from "../../testing/refuse-inserts";
import { resolve } from "../../tokens";
import { servicesTokens } from "../services/tokens";
import { signInMembers, testSessionSecret, type SignedInMember } from "../../testing/signed-in-members";

const write = { "content-type": "application/json", "x-requested-with": "fetch" };
const notes = "Gen yon gwo pil fatra devan lekòl la depi twa jou.";

let dataDir: string;
let testApp: TestApp;
let signIn: ReturnType<typeof signInMembers>;
let marie: SignedInMember;
let jean: SignedInMember;
let serviceId: number;
let otherServiceId: number;
let taskIds: number[];
let nextAddress = 1;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "kominote-contributions-"));
  testApp = await createTestApp({ settings: { SESSION_SECRET: testSessionSecret, DATA_DIR: dataDir } });
  signIn = signInMembers(testApp);
  const services = (await testApp.database("services").orderBy("position").select("id")) as { id: number }[];
  serviceId = services[0]?.id ?? 0;
  otherServiceId = services[1]?.id ?? 0;
  taskIds = ((await testApp.database("tasks").where({ service_id: serviceId }).orderBy("position").select("id")) as { id: number }[]).map(
    (task) => task.id,
  );
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await testApp.database("uploads").delete();
  await testApp.database("contributions").delete();
  marie = await signIn("Marie Joseph");
  jean = await signIn("Jean Pierre");
});

/** Each call from its own address, so per-address limits never hide what a test checks. */
const inject = (options: InjectOptions) =>
  testApp.app.inject({ remoteAddress: `10.2.${Math.floor(nextAddress / 250) % 250}.${nextAddress++ % 250}`, ...options });

const post = (url: string, who: SignedInMember | undefined, payload: object = {}, language = "ht") =>
  inject({ method: "POST", url, headers: { ...write, "accept-language": language, ...(who === undefined ? {} : { cookie: who.cookie }) }, payload });

const get = (url: string, who?: SignedInMember, language = "ht") =>
  inject({ method: "GET", url, headers: { "accept-language": language, ...(who === undefined ? {} : { cookie: who.cookie }) } });

const patch = (url: string, who: SignedInMember, payload: object, language = "ht") =>
  inject({ method: "PATCH", url, headers: { ...write, "accept-language": language, cookie: who.cookie }, payload });

/** A multipart form as a browser sends it (FormData through the fetch encoder). */
const upload = async (who: SignedInMember, fields: { purpose?: string; file?: { bytes: Uint8Array; name: string; type?: string } }, language = "ht") => {
  const form = new FormData();
  if (fields.purpose !== undefined) form.append("purpose", fields.purpose);
  if (fields.file !== undefined) form.append("file", new Blob([fields.file.bytes], { type: fields.file.type ?? "application/octet-stream" }), fields.file.name);
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return inject({
    method: "POST",
    url: "/api/uploads",
    headers: {
      "content-type": encoded.headers.get("content-type") ?? "",
      "x-requested-with": "fetch",
      "accept-language": language,
      cookie: who.cookie,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
};

const pngBytes = async () => new Uint8Array(await sharp({ create: { width: 32, height: 24, channels: 3, background: "#2a6" } }).png().toBuffer());

const uploaded = async (who: SignedInMember, purpose: "contribution-media" | "contribution-pdf", bytes: Uint8Array, name: string) => {
  const response = await upload(who, { purpose, file: { bytes, name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; url: string; contentType: string; size: number }>();
};

const joinService = (who: SignedInMember, id = serviceId) => post(`/api/services/${id}/join`, who);

/** Where the members stand: every seeded service's first task asks for a position. */
const inPortAuPrince = { latitude: 18.5392, longitude: -72.335 };

const contribute = (who: SignedInMember, taskId: number, body: object = {}, language = "ht") =>
  post(`/api/tasks/${taskId}/contribute`, who, { notes, userLocation: inPortAuPrince, ...body }, language);

const contributionCount = async () => Number(((await testApp.database("contributions").count({ count: "*" })) as { count: number | string }[])[0]?.count);

describe("joining a service", () => {
  const contributorsOf = async (id: number) => {
    const services = (await get("/api/public-services")).json<{ id: number; contributorCount: number }[]>();
    return services.find((service) => service.id === id)?.contributorCount;
  };

  it("makes it the member's main service, seen at once by the account and the catalogue counts", async () => {
    const before = await contributorsOf(serviceId);
    const response = await joinService(marie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: marie.id, joinedServiceId: serviceId });
    expect((await get("/api/auth/user", marie)).json()).toMatchObject({ joinedServiceId: serviceId });
    expect(await contributorsOf(serviceId)).toBe((before ?? 0) + 1);
  });

  it("replaces the main service when the member joins another, and changes nothing on a second join", async () => {
    await joinService(marie);
    expect((await joinService(marie, otherServiceId)).json()).toMatchObject({ joinedServiceId: otherServiceId });
    expect((await joinService(marie, otherServiceId)).json()).toMatchObject({ joinedServiceId: otherServiceId });
    expect((await get("/api/auth/user", marie)).json()).toMatchObject({ joinedServiceId: otherServiceId });
  });

  it("answers 404 with the localized message for an unknown service", async () => {
    const response = await joinService(marie, 999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "SERVICE.NOT_FOUND", message: "Sèvis la pa jwenn" });
  });

  it("works through the member's own path, and never for another member", async () => {
    const own = await post(`/api/users/${marie.id}/join-service`, marie, { serviceId });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ joinedServiceId: serviceId });

    const theirs = await post(`/api/users/${jean.id}/join-service`, marie, { serviceId }, "en");
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ code: "AUTH.FORBIDDEN", message: "You are not allowed to do this." });
    expect((await get("/api/auth/user", jean)).json()).toMatchObject({ joinedServiceId: null });

    const missing = await post(`/api/users/${marie.id}/join-service`, marie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "REQUEST.INVALID", fields: { serviceId: "Chan sa a obligatwa." } });
  });

  it("asks to sign in first", async () => {
    expect((await post(`/api/services/${serviceId}/join`, undefined)).statusCode).toBe(401);
  });
});

describe("POST /api/uploads", () => {
  it("keeps no file when its row cannot be stored", async () => {
    const files = async () => readdir(join(dataDir, "uploads")).catch(() => []);
    const before = await files();
    expect((await whileRefusing(testApp.database, { table: "uploads" }, () => upload(marie, { purpose: "contribution-pdf", file: { bytes: minimalPdf(), name: "rapo.pdf" } }))).statusCode).toBe(500);
    expect(await files()).toEqual(before);
  });

  it("re-encodes a picture, stores it under a server-made name and serves it", async () => {
    const file = await uploaded(marie, "contribution-media", await pngBytes(), "../../foto.png");
    expect(file).toMatchObject({ contentType: "image/webp" });
    expect(file.url).toMatch(/^\/media\/contribution-[A-Za-z0-9_-]{22}\.webp$/);
    const served = await get(file.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    expect(await testApp.database("uploads").where({ id: file.id }).first()).toMatchObject({
      user_id: marie.id,
      kind: "media",
      original_name: "foto.png",
      contribution_id: null,
    });
  });

  it("strips the GPS position from a JPEG", async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c33" } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "18/1 32/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "72/1 20/1 0/1" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const file = await uploaded(marie, "contribution-media", new Uint8Array(jpeg), "IMG_0001.jpg");
    const metadata = await sharp((await get(file.url)).rawPayload).metadata();
    expect([metadata.exif, metadata.xmp]).toEqual([undefined, undefined]);
  });

  it("keeps a PDF and a Word document as sent, typed by their bytes", async () => {
    const pdf = await uploaded(marie, "contribution-pdf", minimalPdf(), "rapo.pdf");
    expect(pdf).toMatchObject({ contentType: "application/pdf", size: minimalPdf().byteLength });
    expect(Buffer.from((await get(pdf.url)).rawPayload).subarray(0, 5).toString()).toBe("%PDF-");
    const docx = await uploaded(marie, "contribution-media", minimalDocx(), "rapo.docx");
    expect(docx.contentType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
  });

  it("refuses a picture renamed .pdf at the PDF step", async () => {
    const response = await upload(marie, { purpose: "contribution-pdf", file: { bytes: await pngBytes(), name: "rapo.pdf", type: "application/pdf" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "REQUEST.INVALID",
      message: "Etap sa a aksepte sèlman fichye PDF.",
      fields: { file: "Etap sa a aksepte sèlman fichye PDF." },
    });
  });

  it("refuses a file of another type, whatever its name, in the requester's language", async () => {
    const page = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    const response = await upload(marie, { purpose: "contribution-media", file: { bytes: page, name: "foto.jpg", type: "image/jpeg" } }, "en");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { file: "This type of file is not accepted. Send a photo, a video, a PDF or a Word document." } });
    expect(await testApp.database("uploads").count({ count: "*" })).toEqual([{ count: 0 }]);
  });

  it("refuses a file above 10 MB", async () => {
    const big = new Uint8Array(maxContributionFileBytes + 1);
    big.set(minimalPdf());
    const response = await upload(marie, { purpose: "contribution-media", file: { bytes: big, name: "gwo.pdf" } }, "fr");
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: "REQUEST.TOO_LARGE", message: "Le fichier est trop volumineux : 10 Mo au plus chacun." });
  });

  it("names the missing or wrong fields", async () => {
    const noFile = await upload(marie, { purpose: "contribution-media" });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ fields: { file: "Chan sa a obligatwa." } });
    const badPurpose = await upload(marie, { purpose: "profile", file: { bytes: minimalPdf(), name: "a.pdf" } });
    expect(badPurpose.statusCode).toBe(400);
    expect(Object.keys(badPurpose.json<{ fields: object }>().fields)).toEqual(["purpose"]);
  });

  it("takes a form only, and one file only", async () => {
    const json = await post("/api/uploads", marie, { purpose: "contribution-media" });
    expect(json.statusCode).toBe(415);
    const form = new FormData();
    form.append("purpose", "contribution-media");
    form.append("file", new Blob([minimalPdf()]), "a.pdf");
    form.append("file", new Blob([minimalPdf()]), "b.pdf");
    const encoded = new Request("http://localhost/", { method: "POST", body: form });
    const twoFiles = await inject({
      method: "POST",
      url: "/api/uploads",
      headers: { "content-type": encoded.headers.get("content-type") ?? "", "x-requested-with": "fetch", cookie: marie.cookie },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(twoFiles.statusCode).toBe(413);
  });

  it("asks to sign in first", async () => {
    const response = await inject({ method: "POST", url: "/api/uploads", headers: { "x-requested-with": "fetch" } });
    expect(response.statusCode).toBe(401);
  });
});

describe("POST /api/tasks/{id}/contribute", () => {
  it("records a pending contribution by the signed-in member, with points, the next task and moved counts", async () => {
    await joinService(marie);
    const countOf = async () =>
      (await get(`/api/services/${serviceId}/tasks`)).json<{ id: number; contributionCount: number }[]>().find((task) => task.id === taskIds[0])
        ?.contributionCount;
    expect(await countOf()).toBe(0);
    const photo = await uploaded(marie, "contribution-media", await pngBytes(), "foto.png");
    const pdf = await uploaded(marie, "contribution-pdf", minimalPdf(), "rapo.pdf");

    const response = await contribute(marie, taskIds[0] ?? 0, {
      userId: jean.id,
      notes: `  ${notes}  `,
      hasContactInfo: false,
      phoneNumber: "+509 3712 3456",
      address: "Ri Pave",
      allowDirectContact: true,
      hasWebsite: true,
      websiteUrl: "https://lakay.ht",
      userLocation: { latitude: 18.2341, longitude: -72.5347 },
      mediaUploadIds: [photo.id],
      pdfUploadId: pdf.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{ contribution: Record<string, unknown>; nextTask: object; pointsAwarded: number }>();
    expect(answer.contribution).toMatchObject({
      taskId: taskIds[0],
      notes,
      status: "pending",
      hasContactInfo: false,
      phoneNumber: null,
      address: null,
      allowDirectContact: false,
      hasWebsite: true,
      websiteUrl: "https://lakay.ht",
      mediaUrls: [photo.url],
      pdfUrl: pdf.url,
    });
    expect(answer.pointsAwarded).toBe(10);
    const next = (await testApp.database("task_translations").where({ task_id: taskIds[1], language: "ht" }).first("title")) as { title: string };
    expect(answer.nextTask).toEqual({ hasNext: true, id: taskIds[1], title: next.title });
    expect(await testApp.database("contributions").first("user_id", "user_latitude")).toEqual({ user_id: marie.id, user_latitude: 18.2341 });
    expect(await countOf()).toBe(1);
  });

  it("keeps no contribution and leaves its file free when the points cannot be recorded", async () => {
    await joinService(marie);
    const pdf = await uploaded(marie, "contribution-pdf", minimalPdf(), "rapo.pdf");
    const send = () => contribute(marie, taskIds[0] ?? 0, { notes, hasContactInfo: false, hasWebsite: false, pdfUploadId: pdf.id });
    expect((await whileRefusing(testApp.database, { table: "points_ledger" }, () => send())).statusCode).toBe(500);
    expect(await testApp.database("contributions").where({ user_id: marie.id })).toEqual([]);
    expect(await testApp.database("uploads").where({ id: pdf.id }).first("contribution_id")).toEqual({ contribution_id: null });
    expect((await send()).statusCode).toBe(201);
  });

  it("keeps the contact details a member chose to share", async () => {
    await joinService(marie);
    const response = await contribute(marie, taskIds[0] ?? 0, {
      hasContactInfo: true,
      phoneNumber: "+509 3712 3456",
      address: " Ri Pave, Jakmèl ",
      contactNotes: "Apre 3è",
      allowDirectContact: true,
    });
    expect(response.json()).toMatchObject({
      contribution: { hasContactInfo: true, phoneNumber: "+50937123456", address: "Ri Pave, Jakmèl", contactNotes: "Apre 3è", allowDirectContact: true },
    });
  });

  it("refuses a member who has not joined the task's service", async () => {
    await joinService(marie, otherServiceId);
    const response = await contribute(marie, taskIds[0] ?? 0, {}, "en");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "CONTRIBUTION.SERVICE_NOT_JOINED",
      message: "You must join this service before contributing to its tasks.",
    });
    expect(await contributionCount()).toBe(0);
  });

  it("refuses a task still waiting for the one before it", async () => {
    await joinService(marie);
    const response = await contribute(marie, taskIds[2] ?? 0);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "CONTRIBUTION.TASK_WAITING" });
  });

  it("opens task 1 to a second member after another completed it, and task 2 once they did", async () => {
    await joinService(marie);
    await joinService(jean);
    expect((await contribute(marie, taskIds[0] ?? 0)).statusCode).toBe(201);
    expect((await contribute(marie, taskIds[1] ?? 0)).statusCode).toBe(201);

    const statesOf = async (who?: SignedInMember) =>
      (await get(`/api/services/${serviceId}/tasks`, who))
        .json<{ id: number; contributionCount: number; contributedByMe: boolean }[]>()
        .slice(0, 3)
        .map((task) => [task.contributionCount, task.contributedByMe]);
    expect(await statesOf(marie)).toEqual([
      [1, true],
      [1, true],
      [0, false],
    ]);
    expect(await statesOf(jean)).toEqual([
      [1, false],
      [1, false],
      [0, false],
    ]);
    expect(await statesOf()).toEqual([
      [1, false],
      [1, false],
      [0, false],
    ]);

    const waiting = await contribute(jean, taskIds[1] ?? 0, {}, "en");
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toEqual({ code: "CONTRIBUTION.TASK_WAITING", message: "This task is not open for you yet: do the task before it first." });
    expect((await contribute(jean, taskIds[0] ?? 0)).statusCode).toBe(201);
    expect((await contribute(jean, taskIds[1] ?? 0)).statusCode).toBe(201);
  });

  it("refuses a second contribution by the same member to the same task", async () => {
    await joinService(marie);
    expect((await contribute(marie, taskIds[0] ?? 0)).statusCode).toBe(201);
    const again = await contribute(marie, taskIds[0] ?? 0, {}, "fr");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "CONTRIBUTION.ALREADY_CONTRIBUTED",
      message: "Vous avez déjà contribué à cette tâche : chaque membre apporte une seule contribution par tâche.",
    });
    expect(await contributionCount()).toBe(1);
  });

  it("closes a task at its maximum, even to simultaneous contributions", async () => {
    await testApp.database("tasks").where({ id: taskIds[0] }).update({ max_contributors: 2 });
    try {
      const members = [marie, jean, ...(await Promise.all(["Paul", "Rose", "Lina"].map((name) => signIn(name))))];
      for (const member of members) await joinService(member);
      const answers = await Promise.all(members.map((member) => contribute(member, taskIds[0] ?? 0, {}, "en")));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
        code: "CONTRIBUTION.TASK_CLOSED",
        message: "This task is closed: it already has all the contributors it needed.",
      });
      expect(await contributionCount()).toBe(2);
    } finally {
      await testApp.database("tasks").where({ id: taskIds[0] }).update({ max_contributors: null });
      resolve(testApp.container, servicesTokens.catalog).invalidate();
    }
  });

  it("refuses a contribution without a position to a task that needs one, naming the field", async () => {
    await joinService(marie);
    const response = await contribute(marie, taskIds[0] ?? 0, { userLocation: null }, "en");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "REQUEST.INVALID",
      message: "This task needs your position. Share where you are to send the contribution.",
      fields: { userLocation: "This task needs your position. Share where you are to send the contribution." },
    });
    expect(await contributionCount()).toBe(0);
  });

  it("refuses another member's upload and saves nothing", async () => {
    await joinService(marie);
    const theirs = await uploaded(jean, "contribution-media", await pngBytes(), "foto.png");
    const response = await contribute(marie, taskIds[0] ?? 0, { mediaUploadIds: [theirs.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "REQUEST.INVALID",
      message: "Youn nan fichye yo pa disponib ankò. Tanpri voye l ankò.",
      fields: { mediaUploadIds: "Youn nan fichye yo pa disponib ankò. Tanpri voye l ankò." },
    });
    expect(await contributionCount()).toBe(0);
    expect(await testApp.database("uploads").where({ id: theirs.id }).first("contribution_id")).toEqual({ contribution_id: null });
  });

  it.each([
    [{ notes: "Twò kout" }, "notes", "Deskripsyon an dwe gen omwen 20 karaktè."],
    [{ notes: `   ${"a".repeat(10)}            ` }, "notes", "Deskripsyon an dwe gen omwen 20 karaktè."],
    [{ hasWebsite: true, websiteUrl: "javascript:alert(1)" }, "websiteUrl", "Adrès sit entènèt sa a pa valid."],
    [{ mediaUploadIds: ["pa-yon-uuid"] }, "mediaUploadIds.0", "Valè sa a pa valid."],
    [{ userLocation: { latitude: 200, longitude: 0 } }, "userLocation.latitude", "Valè sa a pa valid."],
  ])("names the field at fault: %j", async (body, field, message) => {
    await joinService(marie);
    const response = await contribute(marie, taskIds[0] ?? 0, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    expect(await contributionCount()).toBe(0);
  });

  it("answers 404 for an unknown task and 401 when signed out", async () => {
    await joinService(marie);
    const unknown = await contribute(marie, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: "TASK.NOT_FOUND", message: "Travay la pa jwenn" });
    expect((await post(`/api/tasks/${taskIds[0] ?? 0}/contribute`, undefined, { notes })).statusCode).toBe(401);
  });
});

describe("reading and editing contributions", () => {
  const submitted = async (who: SignedInMember, body: object = {}, taskId = taskIds[0]) => {
    const response = await contribute(who, taskId ?? 0, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ contribution: { id: number } }>().contribution.id;
  };

  beforeEach(async () => {
    await joinService(marie);
    await joinService(jean);
  });

  it("shows visitors and other members approved contributions only, authors their own with its status, moderators all", async () => {
    const approved = await submitted(marie, { hasContactInfo: true, phoneNumber: "+50937123456" });
    const rejected = await submitted(jean);
    await testApp.database("contributions").where({ id: approved }).update({ status: "approved" });
    await testApp.database("contributions").where({ id: rejected }).update({ status: "rejected", rejection_reason: "Pa gen foto." });
    const pending = await submitted(jean, { notes: "Yon nòt jan pa vle tout moun li anvan revizyon." });
    const moderator = await signIn("Rose Moderatè", "moderator");
    const other = await signIn("Paul Lòt Manm");
    const listAs = async (who?: SignedInMember) => {
      const response = await get(`/api/tasks/${taskIds[0] ?? 0}/contributions`, who);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain("37123456");
      return { body: response.body, items: response.json<{ id: number; status: string }[]>().map((item) => [item.id, item.status]) };
    };

    const visitor = await listAs();
    expect(visitor.items).toEqual([[approved, "approved"]]);
    expect(visitor.body).not.toContain("pa vle tout moun");
    expect((await listAs(other)).items).toEqual([[approved, "approved"]]);
    expect((await listAs(marie)).items).toEqual([[approved, "approved"]]);
    expect((await listAs(jean)).items).toEqual([
      [pending, "pending"],
      [rejected, "rejected"],
      [approved, "approved"],
    ]);
    expect((await listAs(moderator)).items).toEqual([
      [pending, "pending"],
      [rejected, "rejected"],
      [approved, "approved"],
    ]);
    expect((await get("/api/tasks/999999/contributions")).statusCode).toBe(404);
  });

  it("still counts a pending contribution in the task's bar, so its place is taken", async () => {
    await submitted(jean);
    const tasks = (await get(`/api/services/${serviceId}/tasks`)).json<{ id: number; contributionCount: number }[]>();
    expect(tasks.find((task) => task.id === taskIds[0])?.contributionCount).toBe(1);
    expect((await get(`/api/tasks/${taskIds[0] ?? 0}/contributions`)).json()).toEqual([]);
  });

  it("names a task and its service in the requester's language, for anyone", async () => {
    const taskId = taskIds[0] ?? 0;
    const text = (await testApp.database("task_translations").where({ task_id: taskId, language: "fr" }).first("title")) as { title: string };
    const service = (await testApp.database("services as s")
      .join("service_translations as st", "st.service_id", "s.id")
      .where({ "s.id": serviceId, "st.language": "fr" })
      .first("s.slug", "st.name")) as { slug: string; name: string };
    const response = await get(`/api/tasks/${taskId}`, undefined, "fr");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: taskId, title: text.title, service: { id: serviceId, slug: service.slug, name: service.name } });
    expect((await get("/api/tasks/999999", undefined, "fr")).statusCode).toBe(404);
  });

  it("lets the author edit a pending contribution", async () => {
    const id = await submitted(marie);
    const response = await patch(`/api/contributions/${id}`, marie, { notes: "Pil fatra a vin pi gwo, li bouche kanal la.", websiteUrl: "https://lakay.ht" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, notes: "Pil fatra a vin pi gwo, li bouche kanal la.", hasWebsite: true });
    const empty = await patch(`/api/contributions/${id}`, marie, {});
    expect(empty.statusCode).toBe(400);
  });

  it("answers 404 to another member and changes nothing", async () => {
    const id = await submitted(marie);
    const response = await patch(`/api/contributions/${id}`, jean, { notes: "Yon lòt moun eseye chanje tèks sa a." }, "en");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "CONTRIBUTION.NOT_FOUND", message: "We could not find this contribution." });
    expect(await testApp.database("contributions").where({ id }).first("notes")).toEqual({ notes });
  });

  it("refuses to edit a reviewed contribution", async () => {
    const id = await submitted(marie);
    await testApp.database("contributions").where({ id }).update({ status: "approved" });
    const response = await patch(`/api/contributions/${id}`, marie, { notes: "Mwen ta renmen chanje sa m te ekri a." });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "CONTRIBUTION.ALREADY_REVIEWED" });
  });

  it("lists the member's own contributions, newest first, and refuses anyone else's", async () => {
    const first = await submitted(marie, { hasContactInfo: true, address: "Mache Fè" });
    const second = await submitted(marie, {}, taskIds[1]);
    await submitted(jean);
    await testApp.database("contributions").where({ id: first }).update({ created_at: new Date("2026-01-01T00:00:00Z") });

    const account = await get(`/api/users/${marie.id}/contributions`, marie);
    expect(account.statusCode).toBe(200);
    expect(account.json<{ id: number; hasContactInfo: boolean }[]>().map((item) => [item.id, item.hasContactInfo])).toEqual([
      [second, false],
      [first, true],
    ]);
    const withTasks = await get(`/api/users/${marie.id}/task-contributions`, marie);
    expect(withTasks.json()).toMatchObject([
      { id: second, status: "pending", location: null, task: { id: taskIds[1] } },
      { id: first, location: { name: "Mache Fè" } },
    ]);

    for (const path of ["contributions", "task-contributions"]) {
      const theirs = await get(`/api/users/${marie.id}/${path}`, jean);
      expect(theirs.statusCode).toBe(403);
      expect(theirs.body).not.toContain("Mache Fè");
      expect((await get(`/api/users/${marie.id}/${path}`)).statusCode).toBe(401);
    }
  });
});
