import { connectionTypes } from "@kominote/core/schemas/connection-points";
import { describe, expect, it } from "vitest";
import { connectionPointFilterOf, connectionPointSearch, connectionStatusLabel, connectionTypeLabel, connectionTypeList, reviewLabel } from "./connection-kinds";

describe("connection kinds", () => {
  it("lists the schema's connection types, each with its own label", () => {
    expect(connectionTypeList).toEqual(connectionTypes);
    expect(new Set(connectionTypeList.map((type) => connectionTypeLabel[type])).size).toBe(connectionTypes.length);
  });

  it("names the statuses as SPEC 4 says, anything else 'Enkoni'", () => {
    expect(connectionStatusLabel("active")).toBe("connectionPoints.status.active");
    expect(connectionStatusLabel("inactive")).toBe("connectionPoints.status.inactive");
    expect(connectionStatusLabel("intermittent")).toBe("connectionPoints.status.intermittent");
    expect(connectionStatusLabel("unknown")).toBe("connectionPoints.status.unknown");
    expect(connectionStatusLabel("toString")).toBe("connectionPoints.status.unknown");
  });

  it("names the review states: verified, pending, anything else not verified", () => {
    expect(reviewLabel("verified")).toBe("connectionPoints.review.verified");
    expect(reviewLabel("pending")).toBe("connectionPoints.review.pending");
    expect(reviewLabel("unverified")).toBe("connectionPoints.review.unverified");
  });

  it("keeps ?q= and a known ?type= from the address and asks the server with its own name for the type", () => {
    expect(connectionPointSearch({ q: "kafe", type: "4g", connectionType: "wifi" })).toEqual({ q: "kafe", type: "4g" });
    expect(connectionPointSearch({ type: "5g" })).toEqual({});
    expect(connectionPointFilterOf({ q: undefined, type: "4g" })).toEqual({ connectionType: "4g" });
    expect(connectionPointFilterOf({ q: "kafe", type: undefined })).toEqual({ q: "kafe" });
  });
});
