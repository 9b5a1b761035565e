/**
 * A third party's first calls to the Kominote API, typed from the published contract
 * (openapi/openapi.json, through the types openapi-typescript generates from it). See
 * docs/using-the-api.md. Run: KOMINOTE_ORIGIN=https://kominote.example node --import tsx docs/examples/first-calls.ts
 */
import type { paths } from "@kominote/openapi/client/schema";
import createClient from "openapi-fetch";

const origin = process.env.KOMINOTE_ORIGIN ?? "http://localhost:3000";
// Answers and error messages come in the first supported language asked for: Creole here.
const api = createClient<paths>({
  baseUrl: origin,
  headers: { "Accept-Language": "ht" },
});

// 1. The public-service areas, with their counts.
const services = await api.GET("/api/public-services");
if (services.data === undefined) throw new Error(`public services: ${services.response.status}`);
for (const service of services.data) console.log(`${service.name}: ${service.taskCount} travay, ${service.contributorCount} manm`);

// 2. The step-by-step tasks of the first area (path parameters are typed too).
const [first] = services.data;
if (first !== undefined) {
  const tasks = await api.GET("/api/services/{id}/tasks", {
    params: { path: { id: first.id } },
  });
  if (tasks.data === undefined) throw new Error(`tasks of ${first.slug}: ${tasks.response.status}`);
  // In their order (`position`): the steps a member takes one after the other.
  tasks.data.forEach((task, step) => console.log(`  ${step + 1}. ${task.title}`));
}

// 3. Every failure answers an ErrorBody: a code to act on and a message to show. Sharing an idea
// needs a member's session, so without one this answers 401 AUTH.REQUIRED.
const refused = await api.POST("/api/ideas", {
  body: {
    content: "Mete limyè solè nan lari lekòl la.",
    serviceId: first?.id ?? 1,
  },
});
if (refused.error !== undefined) console.log(`${refused.response.status} ${refused.error.code}: ${refused.error.message}`);

// 4. The approved places as open data, for maps and research (GeoJSON; CSV at /api/places.csv).
const places = await api.GET("/api/places.geojson");
if (places.data !== undefined) console.log(`${places.data.features.length} kote piblik`);
