/**
 * The first MPEG audio frame's header of an MP3 file, as a browser's decoder reads it: what the
 * voice's tests check (a file starting with anything else would not play).
 */
export interface Mp3Header {
  readonly layer: number;
  readonly sampleRate: number;
  readonly bitrateKbps: number;
  readonly channels: 1 | 2;
}

const sampleRates: Readonly<Record<number, readonly number[]>> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };
const mpeg1LayerIII = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const mpeg2LayerIII = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];

export const mp3Header = (bytes: Uint8Array): Mp3Header | null => {
  const [first, second, third, fourth] = bytes;
  if (first !== 0xff || second === undefined || third === undefined || fourth === undefined || (second & 0xe0) !== 0xe0) return null;
  const version = (second >> 3) & 3;
  const layer = 4 - ((second >> 1) & 3);
  const sampleRate = sampleRates[version]?.[(third >> 2) & 3];
  const bitrateKbps = (version === 3 ? mpeg1LayerIII : mpeg2LayerIII)[third >> 4];
  if (sampleRate === undefined || bitrateKbps === undefined) return null;
  return { layer, sampleRate, bitrateKbps, channels: fourth >> 6 === 3 ? 1 : 2 };
};
