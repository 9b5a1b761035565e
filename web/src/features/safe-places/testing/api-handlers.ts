import type { SafePlace } from "../api/safe-places";
import { freshEachTime, mockOperation } from "../../../testing/msw/mock-operation";
import { directoryServer } from "../../../testing/msw/directory-server";
import { testMember } from "../../../testing/member";
import { sampleSafePlaces } from "./safe-places";

const creatingPlace = {
  name: "Abri Lekòl Nasyonal Leyogàn",
  address: "Rue Croix-Rouge, Leyogàn",
  description: "Lekòl la louvri pòt li pou fanmi yo lè gen siklòn.",
  latitude: 18.5108,
  longitude: -72.6339,
  category: "shelter" as const,
};

/**
 * The safe places directory kept in memory: a new place is the member's own, pending review,
 * and joins the list; a correction changes it.
 */
export const safePlacesServer = (places: readonly SafePlace[] = sampleSafePlaces) =>
  directoryServer<SafePlace>("/api/safe-places", places, (body, id) => ({
    safetyRating: 0,
    tags: [],
    ...(body as Pick<SafePlace, "name" | "address" | "description" | "latitude" | "longitude" | "category">),
    id,
    verificationStatus: "pending",
    reportedBy: testMember.fullName,
    reportedAt: "2026-06-11T12:00:00.000Z",
    lastUpdated: "2026-06-11T12:00:00.000Z",
    rejectionReason: null,
    canEdit: true,
  }));

const [list] = safePlacesServer().handlers;
const [emptyList] = safePlacesServer([]).handlers;

/** Safe places: the directory, a new place, a correction. */
export const safePlacesApi = {
  listSafePlaces: mockOperation({
    method: "get",
    path: "/api/safe-places",
    example: { url: "/api/safe-places" },
    success: list!,
    variants: { empty: [emptyList!] },
  }),
  createSafePlace: mockOperation({
    method: "post",
    path: "/api/safe-places",
    example: { url: "/api/safe-places", body: creatingPlace },
    success: freshEachTime("post", "/api/safe-places", () => safePlacesServer().handlers[1]!),
    fields: { address: "Tanpri bay adrès la." },
  }),
  updateSafePlace: mockOperation({
    method: "patch",
    path: "/api/safe-places/{id}",
    example: { url: "/api/safe-places/2", body: { description: "Abri pou 40 fanmi lè gen siklòn." } },
    success: freshEachTime("patch", "/api/safe-places/{id}", () => safePlacesServer().handlers[2]!),
  }),
};
