import type { Clock } from "@kominote/core/ports/clock";
import type { OpenDataSource } from "@kominote/core/ports/open-data-source";
import type { OpenDataFeature } from "@kominote/core/schemas/open-data";
import { ShortMemo } from "../cache/short-memo";

/**
 * A source served from memory for `ttlMs`: the same array until it is read again, so the export
 * made of it (its text, ETag and compressed twins) is made once per version, not per download.
 * Open data may lag a verdict by that long (decision 0022); the answers say so in Cache-Control.
 */
export class CachedOpenDataSource implements OpenDataSource {
  readonly #features: ShortMemo<readonly OpenDataFeature[]>;

  constructor(
    private readonly source: OpenDataSource,
    clock: Clock,
    ttlMs: number,
  ) {
    this.#features = new ShortMemo(clock, ttlMs, 1);
  }

  get kind(): OpenDataSource["kind"] {
    return this.source.kind;
  }

  listFeatures(): Promise<readonly OpenDataFeature[]> {
    return this.#features.get(this.source.kind, () => this.source.listFeatures());
  }
}
