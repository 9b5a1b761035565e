/**
 * The code of the thread that runs espeak-ng, as source text. The server ships as one bundled file
 * (api/scripts/bundle.mjs), so a worker file beside this one would have no path at run time; an
 * eval'd worker runs the same in development, tests and the bundle. It receives
 * `{ id, text, voice }` and answers `{ id, wav }` (the buffer transferred, not copied) or
 * `{ id, error }`. Requests are read one at a time: the engine is a command-line program compiled
 * to WebAssembly, so each request instantiates it afresh from the module compiled once.
 *
 * The text goes in as a file (`-f`), never as an argument, so a text starting with "-" is read
 * aloud rather than taken for an option; `-b 1` reads it as UTF-8 (Creole's ò and è).
 */
export const espeakWorkerSource = String.raw`
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");

const ready = (async () => {
  const { default: ESpeakNg } = await import(workerData.moduleUrl);
  const compiled = await WebAssembly.compile(readFileSync(workerData.wasmPath));
  return { ESpeakNg, compiled };
})();

const synthesize = async ({ text, voice }) => {
  const { ESpeakNg, compiled } = await ready;
  const exitCode = process.exitCode;
  const messages = [];
  const engine = await ESpeakNg({
    arguments: ["-b", "1", "-v", voice, "-w", "/out.wav", "-f", "/in.txt"],
    preRun: [(module) => module.FS.writeFile("/in.txt", text)],
    print: () => {},
    printErr: (message) => messages.push(message),
    instantiateWasm: (imports, done) => {
      WebAssembly.instantiate(compiled, imports).then((instance) => done(instance));
      return {};
    },
  });
  // The compiled program sets the exit code of "its" process as it returns from main.
  process.exitCode = exitCode;
  let wav;
  try {
    wav = engine.FS.readFile("/out.wav");
  } catch {
    throw new Error("espeak-ng wrote no audio" + (messages.length > 0 ? ": " + messages.join(" ") : ""));
  }
  return wav;
};

let queue = Promise.resolve();
parentPort.on("message", (request) => {
  queue = queue.then(async () => {
    try {
      const wav = await synthesize(request);
      const bytes = new Uint8Array(wav);
      parentPort.postMessage({ id: request.id, wav: bytes }, [bytes.buffer]);
    } catch (error) {
      parentPort.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
`;
