import { http, HttpResponse } from "msw";
import type { ApiPath } from "./api-http";

/**
 * A members' directory of places (safe places, connection points) kept in memory: the list
 * answers what is there (filtered by `q` over names and addresses), a new place is the member's
 * own, pending review, and joins the list; a correction changes the place. What the screen sent
 * is kept in order (`created`, `updated`, `listed` query strings) for a test to read.
 */
/** Lower case without accents: "Jakmèl" is found by "jakmel". */
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

export const directoryServer = <Place extends { readonly id: number; readonly name: string; readonly address: string }>(
  base: ApiPath,
  initial: readonly Place[],
  newPlace: (body: Record<string, unknown>, id: number) => Place,
) => {
  const places = initial.map((place) => ({ ...place }));
  const created: unknown[] = [];
  const updated: { readonly id: number; readonly body: unknown }[] = [];
  const listed: string[] = [];
  let nextId = Math.max(100, ...places.map((place) => place.id)) + 1;
  return {
    places,
    created,
    updated,
    listed,
    handlers: [
      http.get(`*${base}`, ({ request }) => {
        const url = new URL(request.url);
        listed.push(url.search);
        const words = plain(url.searchParams.get("q") ?? "");
        const fields = [...url.searchParams].filter(([name]) => name !== "q");
        return HttpResponse.json(
          places.filter(
            (place) =>
              plain(`${place.name} ${place.address}`).includes(words) &&
              fields.every(([name, value]) => String((place as Record<string, unknown>)[name]) === value),
          ),
        );
      }),
      http.post(`*${base}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        created.push(body);
        const place = newPlace(body, nextId++);
        places.unshift(place);
        return HttpResponse.json(place, { status: 201 });
      }),
      http.patch(`*${base}/:id`, async ({ params, request }) => {
        const id = Number(params.id);
        const body = (await request.json()) as Record<string, unknown>;
        updated.push({ id, body });
        const place = places.find((known) => known.id === id);
        if (place === undefined) return HttpResponse.json({ code: "REQUEST.NOT_FOUND", message: "Kote sa a pa jwenn." }, { status: 404 });
        Object.assign(place, body);
        return HttpResponse.json(place);
      }),
    ],
  };
};
