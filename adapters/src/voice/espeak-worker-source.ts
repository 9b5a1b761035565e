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
 *
 * The engine writes a WAV (16-bit mono at 22,050 Hz: 44 KB a second, about 400 KB for a short
 * answer); the thread then encodes it as MP3 at 32 kbit/s with LAME compiled to WebAssembly
 * (wasm-media-encoders), about 4 KB a second, eleven times less for a member paying for each
 * megabyte, and a format every browser plays. The answer is `{ id, audio }`.
 */
export const espeakWorkerSource = String.raw`
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");

const ready = (async () => {
  const { default: ESpeakNg } = await import(workerData.moduleUrl);
  const compiled = await WebAssembly.compile(readFileSync(workerData.wasmPath));
  const encoders = await import(workerData.encoderUrl);
  const mp3 = await (encoders.createMp3Encoder ?? encoders.default.createMp3Encoder)();
  return { ESpeakNg, compiled, mp3 };
})();

/** The WAV's 16-bit samples as floats, and its sample rate (espeak-ng writes one "data" chunk). */
const samplesOf = (wav) => {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const sampleRate = view.getUint32(24, true);
  let offset = 12;
  while (offset + 8 <= wav.byteLength) {
    const id = String.fromCharCode(wav[offset], wav[offset + 1], wav[offset + 2], wav[offset + 3]);
    const size = view.getUint32(offset + 4, true);
    if (id === "data") {
      const count = Math.floor(Math.min(size, wav.byteLength - offset - 8) / 2);
      const samples = new Float32Array(count);
      for (let index = 0; index < count; index += 1) samples[index] = view.getInt16(offset + 8 + index * 2, true) / 32768;
      return { samples, sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error("espeak-ng wrote a WAV without samples");
};

const encodeMp3 = async (wav) => {
  const { mp3 } = await ready;
  const { samples, sampleRate } = samplesOf(wav);
  mp3.configure({ sampleRate, channels: 1, bitrate: 32 });
  // The encoder owns the bytes it answers until its next call: copy each part out.
  const body = mp3.encode([samples]).slice();
  const tail = mp3.finalize().slice();
  const audio = new Uint8Array(body.length + tail.length);
  audio.set(body);
  audio.set(tail, body.length);
  return audio;
};

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
      const audio = await encodeMp3(await synthesize(request));
      parentPort.postMessage({ id: request.id, audio }, [audio.buffer]);
    } catch (error) {
      parentPort.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
`;
