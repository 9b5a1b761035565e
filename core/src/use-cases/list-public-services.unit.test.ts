import { Cause, Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import type { Language } from "../i18n/languages";
import type { PublicService, ServiceRepository } from "../ports/service-repository";
import { makeListPublicServices } from "./list-public-services";

const service = (language: Language): PublicService => ({
  id: 1,
  slug: "sante",
  name: language === "fr" ? "Santé" : "Sante",
  description: "",
  color: "#b42318",
  imageUrl: "/images/services/sante.svg",
  taskCount: 4,
  contributorCount: 12,
  discussionCount: 3,
});

describe("listPublicServices", () => {
  it("answers the services in the requester's language", async () => {
    const asked: Language[] = [];
    const services: ServiceRepository = {
      listPublicServices: async (language) => {
        asked.push(language);
        return [service(language)];
      },
      findById: async () => null,
      findBySlug: async () => null,
    };

    const result = await Effect.runPromise(makeListPublicServices({ services })({ language: "fr" }));

    expect(result).toEqual([service("fr")]);
    expect(asked).toEqual(["fr"]);
  });

  it("treats a storage failure as a defect, not a domain error", async () => {
    const services: ServiceRepository = {
      listPublicServices: async () => {
        throw new Error("connection refused");
      },
      findById: async () => null,
      findBySlug: async () => null,
    };

    const exit = await Effect.runPromiseExit(makeListPublicServices({ services })({ language: "ht" }));

    if (!Exit.isFailure(exit)) throw new Error("expected a failure");
    expect(Cause.hasDies(exit.cause)).toBe(true);
    expect(Cause.hasFails(exit.cause)).toBe(false);
  });
});
