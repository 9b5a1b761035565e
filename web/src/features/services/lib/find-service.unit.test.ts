import { describe, expect, it } from "vitest";
import { servicesWithImages, servicesWithoutImages } from "../../../testing/services";
import { findServiceBySlug, joinedServiceSlug } from "./find-service";

const services = [...servicesWithImages, ...servicesWithoutImages];

describe("findServiceBySlug", () => {
  it("finds a service by its slug, pictured or not", () => {
    expect(findServiceBySlug(services, "sante")?.id).toBe(1);
    expect(findServiceBySlug(services, "transpo")?.id).toBe(6);
  });

  it("finds nothing for an unknown slug", () => {
    expect(findServiceBySlug(services, "pa-egziste")).toBeNull();
  });
});

describe("joinedServiceSlug", () => {
  it("gives the slug of the member's main service, or null without one or when it is no longer listed", () => {
    expect(joinedServiceSlug(3, services)).toBe("dlo-ak-asenisman");
    expect(joinedServiceSlug(null, services)).toBeNull();
    expect(joinedServiceSlug(99, services)).toBeNull();
  });
});
