import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import type { Language } from "@kominote/core/i18n/languages";
import type { User } from "@kominote/core/schemas/users";
import { publicServicesQueryOptions } from "../api/get-public-services";
import { joinedServiceSlug } from "./find-service";

export interface ChooseServiceInput {
  readonly context: { readonly queryClient: QueryClient; readonly user: User };
  readonly language: Language;
}

/** A member who already has a main service has nothing to choose: they go to that service's page. */
export const redirectMemberWithService = async ({ context, language }: ChooseServiceInput): Promise<void> => {
  const services = await context.queryClient.ensureQueryData(publicServicesQueryOptions(language));
  const slug = joinedServiceSlug(context.user.joinedServiceId, services);
  if (slug !== null) throw redirect({ to: "/services/$slug", params: { slug } });
};
