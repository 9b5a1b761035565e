import errors from "@kominote/core/i18n/messages/errors/ht";
import { http, HttpResponse } from "msw";
import { testMember } from "../../../testing/member";
import { apiHttp } from "../../../testing/msw/api-http";
import { freshEachTime, mockOperation } from "../../../testing/msw/mock-operation";
import type { Place } from "../api/list-locations";
import type { LocationSummary } from "../api/get-location-summary";
import { ownPlaces, samplePlaces, sampleSummary } from "./places";

const notFound = { code: "PLACE.NOT_FOUND", message: errors["errors.place.notFound"] };

/**
 * The map's places kept in memory: the list pages as the API does (`limit`, the next page named
 * by X-Next-Cursor), filters by status and by name (`q`); a new place is the member's own,
 * pending review, and a correction changes it. The bodies sent are kept for a test to read
 * (`created` holds JSON bodies, or a form's fields for the multipart form).
 */
export const placesServer = (approved: readonly Place[] = samplePlaces, own: readonly Place[] = ownPlaces) => {
  const places = [...approved, ...own.filter((place) => !approved.some((known) => known.id === place.id))].map((place) => ({ ...place }));
  const mine = new Set(own.map((place) => place.id));
  const created: unknown[] = [];
  const updated: { readonly id: number; readonly body: unknown }[] = [];
  let nextId = Math.max(100, ...places.map((place) => place.id)) + 1;
  const fieldsOf = async (request: Request): Promise<Record<string, unknown>> =>
    request.headers.get("Content-Type")?.includes("multipart/form-data") === true
      ? Object.fromEntries([...(await request.formData()).entries()].map(([key, value]) => [key, typeof value === "string" ? value : value.name]))
      : ((await request.json()) as Record<string, unknown>);
  return {
    places,
    created,
    updated,
    handlers: [
      http.get("*/api/locations", ({ request }) => {
        const query = new URL(request.url).searchParams;
        const status = query.get("status") ?? "approved";
        const words = query.get("q")?.toLocaleLowerCase() ?? "";
        const matching = places.filter((place) => place.status === status && place.name.toLocaleLowerCase().includes(words));
        const limit = Number(query.get("limit") ?? 50);
        const from = Number(query.get("cursor") ?? 0);
        const next = from + limit < matching.length ? { "X-Next-Cursor": String(from + limit) } : undefined;
        return HttpResponse.json(matching.slice(from, from + limit), next === undefined ? {} : { headers: next });
      }),
      apiHttp.get("/api/locations/my", ({ response }) => response(200).json(places.filter((place) => mine.has(place.id)))),
      apiHttp.get("/api/locations/summary", ({ response }) => response(200).json(sampleSummary)),
      apiHttp.get("/api/locations/{id}", ({ params, response }) => {
        const place = places.find((known) => known.id === Number(params.id));
        return place === undefined ? response(404).json(notFound) : response(200).json(place);
      }),
      http.post("*/api/locations", async ({ request }) => {
        const body = await fieldsOf(request);
        created.push(body);
        const place: Place = {
          id: nextId++,
          name: String(body.name),
          description: typeof body.description === "string" ? body.description : null,
          photoUrl: typeof body.photoUrl === "string" ? body.photoUrl : null,
          latitude: Number(body.latitude),
          longitude: Number(body.longitude),
          region: "west",
          approved: false,
          status: "pending",
          rejectionReason: null,
          authorName: testMember.fullName,
          createdAt: "2026-11-26T10:00:00.000Z",
        };
        places.push(place);
        mine.add(place.id);
        return HttpResponse.json(place, { status: 201 });
      }),
      apiHttp.patch("/api/locations/{id}", async ({ params, request, response }) => {
        const id = Number(params.id);
        const body = await request.json();
        updated.push({ id, body });
        const place = places.find((known) => known.id === id);
        if (place === undefined || !mine.has(id)) return response(404).json(notFound);
        Object.assign(place, body);
        return response(200).json(place);
      }),
    ],
  };
};

const [list, listMine, summary, getOne] = placesServer().handlers;
const [emptyList, emptyMine] = placesServer([], []).handlers;
const summaryOf = (figures: LocationSummary) => apiHttp.get("/api/locations/summary", ({ response }) => response(200).json(figures));

/** The map of places: the list, the member's own, the figures, one place, a new place, a correction. */
export const placesApi = {
  listLocations: mockOperation({
    method: "get",
    path: "/api/locations",
    example: { url: "/api/locations?status=approved&sort=recent&limit=200" },
    success: list!,
    variants: { empty: [emptyList!] },
  }),
  listMyLocations: mockOperation({
    method: "get",
    path: "/api/locations/my",
    example: { url: "/api/locations/my" },
    success: listMine!,
    variants: { empty: [emptyMine!] },
  }),
  getLocationSummary: mockOperation({
    method: "get",
    path: "/api/locations/summary",
    example: { url: "/api/locations/summary" },
    success: summary!,
    variants: { empty: [summaryOf({ approved: 0, withPhoto: 0, addedThisWeek: 0 })] },
  }),
  getLocation: mockOperation({
    method: "get",
    path: "/api/locations/{id}",
    example: { url: "/api/locations/1" },
    success: getOne!,
  }),
  createLocation: mockOperation({
    method: "post",
    path: "/api/locations",
    example: { url: "/api/locations", body: { name: "Plas Dam Kap", description: "Plas piblik nan mitan vil la.", latitude: 19.7604, longitude: -72.2006 } },
    success: freshEachTime("post", "/api/locations", () => placesServer().handlers[4]!),
    fields: { name: "Tanpri bay non kote a." },
  }),
  updateLocation: mockOperation({
    method: "patch",
    path: "/api/locations/{id}",
    example: { url: "/api/locations/21", body: { description: "Ti pak pou timoun yo jwe." } },
    success: freshEachTime("patch", "/api/locations/{id}", () => placesServer().handlers[5]!),
  }),
};
