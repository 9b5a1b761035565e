/** One call a bench loads, made as a client makes it. */
export interface BenchCall {
  readonly label: string;
  /** With the signed-in member's session cookie. */
  readonly asMember: boolean;
  /** Sent as Accept-Encoding, as a browser does; the answer's size is then what crosses the network. */
  readonly acceptEncoding?: string;
}

/** What every current browser sends. */
export const browserEncodings = "gzip, deflate, br";

export const headersOfCall = (call: BenchCall, cookie: string): Record<string, string> => ({
  "accept-language": "ht",
  ...(call.asMember ? { cookie } : {}),
  ...(call.acceptEncoding === undefined ? {} : { "accept-encoding": call.acceptEncoding }),
});

/** The answer's size on the network: fetch decodes a compressed answer, its Content-Length is what was sent. */
export const sentSize = (call: BenchCall, response: Response, body: string): number =>
  call.acceptEncoding === undefined ? Buffer.byteLength(body) : Number(response.headers.get("content-length"));
