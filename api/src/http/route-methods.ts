/**
 * Which methods each registered path answers, so a known path asked with another method gets
 * 405 with `Allow` rather than a 404 that says the path does not exist. Filled from Fastify's
 * onRoute hook; wildcard routes (the web client's files) are left out, or every unknown write
 * would look like a wrong method on a page.
 */
export class RouteMethods {
  private readonly routes: { readonly pattern: RegExp; readonly methods: Set<string> }[] = [];

  add(url: string, methods: string | readonly string[]): void {
    if (url.includes("*")) return;
    const source = url
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/");
    const existing = this.routes.find((route) => route.pattern.source === `^${source}/?$`);
    const list = typeof methods === "string" ? [methods] : methods;
    if (existing !== undefined) for (const method of list) existing.methods.add(method);
    else this.routes.push({ pattern: new RegExp(`^${source}/?$`), methods: new Set(list) });
  }

  /** The methods the path answers, sorted; empty when no route has this path. */
  allowedFor(url: string): string[] {
    const path = url.split("?")[0] ?? "";
    const allowed = new Set<string>();
    for (const route of this.routes) if (route.pattern.test(path)) for (const method of route.methods) allowed.add(method);
    return [...allowed].sort();
  }
}
