/**
 * Sent with every request the page makes on its own (polling, catching up after a hidden tab),
 * so the server does not count it as the member's activity and an idle session can still expire.
 */
export const backgroundHeaders = { "X-Background": "1" } as const;

export interface RequestKind {
  /** True for a refresh nobody asked for (polling); it carries backgroundHeaders. */
  readonly background?: boolean;
}

export const headersFor = ({ background = false }: RequestKind = {}): Record<string, string> =>
  background ? { ...backgroundHeaders } : {};
