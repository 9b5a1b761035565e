import { QueryClient } from "@tanstack/react-query";
import { isRedirect } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { testMember } from "../../../testing/member";
import { publicServicesQueryOptions } from "../api/get-public-services";
import { servicesWithImages } from "../../../testing/services";
import { redirectMemberWithService } from "./choose-service-redirect";

const clientWithServices = (): QueryClient => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(publicServicesQueryOptions("ht").queryKey, servicesWithImages);
  return queryClient;
};

describe("redirectMemberWithService", () => {
  it("sends a member who already joined a service to that service's page", async () => {
    const outcome = await redirectMemberWithService({
      context: { queryClient: clientWithServices(), user: { ...testMember, joinedServiceId: 2 } },
      language: "ht",
    }).catch((thrown: unknown) => thrown);
    expect(isRedirect(outcome)).toBe(true);
    expect(outcome).toMatchObject({ options: { to: "/services/$slug", params: { slug: "edikasyon" } } });
  });

  it("lets a member without a service choose one", async () => {
    await expect(
      redirectMemberWithService({
        context: { queryClient: clientWithServices(), user: { ...testMember, joinedServiceId: null } },
        language: "ht",
      }),
    ).resolves.toBeUndefined();
  });
});
