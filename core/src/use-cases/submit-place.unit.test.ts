import { Effect, Exit, Result } from "effect";
import { beforeEach, describe, expect, it } from "vitest";
import { countingRandom, MemoryStorage } from "../testing/account-doubles";
import { fakeContributionImages } from "../testing/contribution-doubles";
import { MemoryPlaces } from "../testing/place-doubles";
import { RecordingUnitOfWork } from "../testing/unit-of-work-doubles";
import { makeSubmitPlace, type SubmitPlaceInput } from "./submit-place";

let places: MemoryPlaces;
let storage: MemoryStorage;
let unitOfWork: RecordingUnitOfWork;

beforeEach(() => {
  places = new MemoryPlaces(new Map([[7, "Rose Pierre"]]));
  storage = new MemoryStorage();
  unitOfWork = new RecordingUnitOfWork();
});

const submit = (input: Partial<SubmitPlaceInput>, images = fakeContributionImages()) =>
  makeSubmitPlace({ places, images, storage, random: countingRandom(), unitOfWork })({
    authorId: 7,
    name: "Mache Fè",
    latitude: 18.5392123,
    longitude: -72.3364987,
    ...input,
  });

describe("submitting a place", () => {
  it("stores it pending, for its author, with coordinates to 6 decimals and the region they fall in", async () => {
    const place = await Effect.runPromise(submit({ description: "  Mache a  " }));
    expect(place).toMatchObject({
      name: "Mache Fè",
      description: "Mache a",
      latitude: 18.539212,
      longitude: -72.336499,
      region: "west",
      status: "pending",
      approved: false,
      authorName: "Rose Pierre",
      photoUrl: null,
    });
    expect((await places.find(place.id))?.authorId).toBe(7);
    expect((await Effect.runPromise(submit({ latitude: 19.76, longitude: -72.2 }))).region).toBe("north");
  });

  it("keeps a typed photo link and an empty description as none", async () => {
    const place = await Effect.runPromise(submit({ photoUrl: "https://example.ht/mache.jpg", description: "   " }));
    expect(place).toMatchObject({ photoUrl: "https://example.ht/mache.jpg", description: null });
  });

  it("re-encodes a photo file and stores it under a random name", async () => {
    const images = fakeContributionImages();
    const place = await Effect.runPromise(submit({ photo: Uint8Array.from([1, 2, 3]) }, images));
    expect(images.calls).toBe(1);
    expect(place.photoUrl).toMatch(/^\/media\/place-[A-Za-z0-9_-]{22}\.webp$/);
    expect([...storage.files.keys()]).toEqual([place.photoUrl?.replace("/media/", "")]);
  });

  it("refuses bytes that are not a picture on the photo field, storing nothing", async () => {
    const result = await Effect.runPromise(Effect.result(submit({ photo: Uint8Array.from([1, 2, 3]) }, fakeContributionImages({ readable: false }))));
    if (!Result.isFailure(result)) throw new Error("expected a refusal");
    expect(result.failure).toMatchObject({ code: "REQUEST.INVALID", fields: { photo: "contribute.upload.imageLoad" } });
    expect(storage.files.size).toBe(0);
    expect(places.rows).toHaveLength(0);
  });

  it("removes the stored photo when the place cannot be stored", async () => {
    places.submit = () => Promise.reject(new Error("database down"));
    const exit = await Effect.runPromiseExit(submit({ photo: Uint8Array.from([1, 2, 3]) }));
    expect(Exit.isFailure(exit)).toBe(true);
    expect(storage.files.size).toBe(0);
    expect(unitOfWork.outcomes).toEqual(["rolledBack"]);
  });
});
