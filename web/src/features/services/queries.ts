/**
 * The service catalogue's query, for every feature and for the home page. Apart from ./index.ts, and
 * holding nothing else, because the home page loads it: a wider entry would bring the rest of the
 * feature into the home page's first JavaScript.
 */
export { publicServicesQueryOptions, usePublicServices } from "./api/get-public-services";
