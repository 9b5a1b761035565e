/**
 * The round-robin proxy of round-robin-proxy.ts in a process of its own, so a load generator's
 * sockets and the proxy's (two per connection) count against separate open-file limits and CPU:
 * `node --import tsx test/support/round-robin-proxy-process.ts <port> <port> ...` prints
 * `listening <origin>` once it accepts.
 */
import { startRoundRobinProxy } from "./round-robin-proxy";

const backends = process.argv.slice(2).map((port) => ({ port: Number(port), ready: true }));
const proxy = await startRoundRobinProxy(backends, "10.0.0.1");
console.log(`listening ${proxy.origin}`);
process.once("SIGTERM", () => {
  void proxy.stop().then(() => process.exit(0));
});
