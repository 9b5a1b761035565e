/**
 * Where the maps' background tiles come from (DECISIONS 7: OpenStreetMap by default, any tile
 * server by configuration). One place names them, so the page's Content-Security-Policy and the
 * map that loads them cannot disagree.
 */
export interface MapTiles {
  /** A Leaflet tile template: `{z}/{x}/{y}`, optionally `{s}` for subdomains. */
  readonly url: string;
  /** The credit the tile server's licence asks for, as HTML (links allowed). */
  readonly attribution: string;
  /** The origins the tiles are fetched from, for the policy's `img-src`. */
  readonly origins: readonly string[];
}

/** OpenStreetMap's standard tiles; their usage policy asks for this credit and allows zoom up to 19. */
export const openStreetMapTiles: MapTiles = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  origins: ["https://tile.openstreetmap.org", "https://*.tile.openstreetmap.org"],
};

/** The closest the maps zoom in (SPEC 9: max tile zoom 18), also the cap when fitting markers. */
export const mapMaxZoom = 18;

/** Haiti as a map first shows it before any marker is known (SPEC 9). */
export const haitiMapCentre = { latitude: 18.97, longitude: -72.29, zoom: 8 } as const;

/** The origin of a tile template (`https://tile.example.org`), or null when it is no http(s) address. */
export const tileOrigin = (template: string): string | null => {
  const match = /^(https?:\/\/[^/{}]+)\//.exec(template);
  return match === null ? null : match[1]!;
};

/**
 * The origins a page's policy must allow for a tile template: its origin, or for a `{s}`
 * subdomain template (`https://{s}.tiles.example.org/...`) every subdomain of that host; none
 * for a template that is no http(s) address, so a mistyped setting never opens the policy wider.
 */
export const tileOriginsOf = (template: string): readonly string[] => {
  const origin = tileOrigin(template);
  if (origin !== null) return [origin];
  const subdomains = /^(https?:\/\/)\{s\}\.([^/{}]+)\//.exec(template);
  return subdomains === null ? [] : [`${subdomains[1]!}*.${subdomains[2]!}`];
};

/** The tiles a configured template names, else OpenStreetMap's; the attribution as configured. */
export const mapTilesOf = (template: string | undefined, attribution = ""): MapTiles => {
  const url = template?.trim() ?? "";
  return url === "" ? openStreetMapTiles : { url, attribution, origins: tileOriginsOf(url) };
};

/** A place on openstreetmap.org, marked and centred at a street's zoom. */
export const openStreetMapLink = (latitude: number, longitude: number): string =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
