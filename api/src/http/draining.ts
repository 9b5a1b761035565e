/**
 * An instance told to stop: from then on /readyz answers 503 so the balancer stops sending, every
 * answer says `Connection: close` so kept-alive clients open their next connection elsewhere, and
 * event streams are told to reconnect (they land on another instance).
 */
export class Draining {
  #since: number | undefined;

  get active(): boolean {
    return this.#since !== undefined;
  }

  begin(now = Date.now()): void {
    this.#since ??= now;
  }
}
