import type { paths } from "@kominote/openapi/client/schema";
import { ApiError } from "../../../api/api-error";
import type { Agency, AgencyList } from "../api/list-agencies";

/** A few agencies of the seeded directory, as `GET /api/government-agencies` answers (by name). */
export const sampleAgencies: AgencyList = [
  {
    id: 1,
    name: "Direction Générale des Impôts (DGI)",
    type: "tax",
    description: "Kolekte taks ak enpo, bay matrikil fiskal (NIF).",
    phone: "+50928131515",
    email: "info@dgi.gouv.ht",
    address: "Angle rues Lamarre et Chériez, Port-au-Prince",
    website: "https://www.dgi.gouv.ht",
    services: ["NIF", "Patant", "Deklarasyon enpo"],
    department: "Ouest",
    submittedBy: null,
    status: "approved",
    createdAt: "2026-01-01T00:00:00.000Z",
  },
  {
    id: 2,
    name: "Hôpital Universitaire Justinien",
    type: "hospital",
    description: "Lopital inivèsitè Okap, ijans 24 sou 24.",
    phone: "+50922620512",
    email: null,
    address: "Rue 17-18 H, Cap-Haïtien",
    website: null,
    services: ["Ijans", "Matènite", "Vaksinasyon"],
    department: "Nord",
    submittedBy: "Marie Joseph",
    status: "approved",
    createdAt: "2026-02-10T14:00:00.000Z",
  },
  {
    id: 3,
    name: "Mairie des Cayes",
    type: "municipality",
    description: "Eta sivil, patant komèsyal ak pèmi konstriksyon pou komin Okay.",
    phone: "+50937001122",
    email: "contact@mairiedescayes.ht",
    address: "Place d'Armes, Les Cayes",
    website: "http://mairiedescayes.ht",
    services: ["Eta sivil", "Pèmi konstriksyon"],
    department: "Sud",
    submittedBy: null,
    status: "approved",
    createdAt: "2026-01-01T00:00:00.000Z",
  },
  {
    id: 4,
    name: "Office National d'Identification (ONI)",
    type: "other",
    description: "Kat idantifikasyon nasyonal (CIN) pou tout sitwayen ki gen 18 an.",
    phone: "+50929401010",
    email: null,
    address: "Delmas 33, Port-au-Prince",
    website: null,
    services: ["CIN"],
    department: "Ouest",
    submittedBy: null,
    status: "approved",
    createdAt: "2026-01-01T00:00:00.000Z",
  },
];

/** A new school as a member fills the form (services with stray commas), and the request it sends. */
export const schoolForm = {
  name: "Lekòl Nasyonal Jacmel",
  type: "school",
  department: "Sud-Est",
  description: "Lekòl fondamantal piblik.",
  phone: "3712 3456",
  address: "Rue du Commerce, Jacmel",
  services: " Enskripsyon, ,Bousdetid ,, ",
} as const;

export const schoolRequest: paths["/api/government-agencies"]["post"]["requestBody"]["content"]["application/json"] = {
  name: "Lekòl Nasyonal Jacmel",
  type: "school",
  description: "Lekòl fondamantal piblik.",
  phone: "+50937123456",
  email: null,
  address: "Rue du Commerce, Jacmel",
  website: null,
  services: ["Enskripsyon", "Bousdetid"],
  department: "Sud-Est",
};

type CreateAgencyAnswer = paths["/api/government-agencies"]["post"]["responses"][201]["content"]["application/json"];

/** The agency `POST /api/government-agencies` answers with: the member's own, awaiting review. */
export const submittedAgency = (overrides: Partial<Agency> = {}): CreateAgencyAnswer => ({
  ...(sampleAgencies[1] as Agency),
  id: 99,
  name: "Lekòl Nasyonal Jacmel",
  type: "school",
  department: "Sud-Est",
  status: "pending",
  ...overrides,
});

/** Failures the add-agency form shows (as the API answers them). */
export const agencySendErrors = {
  failed: new ApiError(500, "Internal Server Error", ""),
  offline: new TypeError("Failed to fetch"),
  refused: (fields: Readonly<Record<string, string>>) =>
    new ApiError(400, "Bad Request", { code: "VALIDATION", message: "Done yo pa valab.", fields }),
};
