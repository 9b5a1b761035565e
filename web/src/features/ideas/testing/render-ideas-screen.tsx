import type { User } from "@kominote/core/schemas/users";
import { screen } from "@testing-library/react";
import { createQueryClient } from "../../../api/query-client";
import { currentUserQueryKey } from "../../auth/queries";
import { publicServicesQueryOptions } from "../../services/queries";
import { servicesWithImages } from "../../../testing/services";
import { renderWithData } from "../../../testing/render-with-data";
import { IdeasScreen } from "../components/ideas-screen";

/** /ideas in English for a member, or a visitor when null, with the services already known. */
export const renderIdeasScreen = async (member: User | null) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicServicesQueryOptions("en").queryKey, servicesWithImages);
  queryClient.setQueryData(currentUserQueryKey, member);
  return renderWithData(<IdeasScreen />, { queryClient });
};

/** The card of the idea with this text. */
export const ideaCard = (text: string): HTMLElement => {
  const card = screen.getByText(text).closest("article");
  if (card === null) throw new Error(`No idea card for ${text}`);
  return card;
};
