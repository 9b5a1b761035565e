import type { paths } from "@kominote/openapi/client/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, expectData } from "../../../api/client";
import { agenciesQueryPrefix, type Agency } from "./list-agencies";

/** What `POST /api/government-agencies` takes, as the OpenAPI document types it. */
export type CreateAgencyBody = paths["/api/government-agencies"]["post"]["requestBody"]["content"]["application/json"];

/** `POST /api/government-agencies`: the member's agency, stored to wait for a moderator's review. */
export const createAgency = (body: CreateAgencyBody): Promise<Agency> =>
  expectData(api.POST("/api/government-agencies", { body }));

/** Adds an agency, then asks for the list again (SPEC 7: "list refreshed"). */
export const useCreateAgency = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgency,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agenciesQueryPrefix }),
  });
};
