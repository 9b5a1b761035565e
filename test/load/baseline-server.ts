import Fastify from "fastify";

/**
 * The ceiling for the API benchmark: a bare Fastify answering a constant JSON object, no
 * plugins, no logging. Run as its own process, on the port given in PORT.
 */
const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
const stop = () => void app.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
