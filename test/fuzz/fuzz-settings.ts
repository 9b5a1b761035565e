/**
 * The fuzz run's knobs, from the environment: the seed (fixed by default, so every run of
 * `npm test` sends the same requests), the number of inputs per operation, and one operation to
 * replay alone.
 */
export interface FuzzSettings {
  readonly seed: number;
  readonly runs: number;
  readonly operation: string | undefined;
}

export const defaultSeed = 20_261_126;
export const defaultRuns = 200;

const integerOf = (text: string | undefined, fallback: number, name: string): number => {
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, not ${text}`);
  return value;
};

export const fuzzSettings = (environment: NodeJS.ProcessEnv = process.env): FuzzSettings => ({
  seed: integerOf(environment.FUZZ_SEED, defaultSeed, "FUZZ_SEED"),
  runs: integerOf(environment.FUZZ_RUNS, defaultRuns, "FUZZ_RUNS"),
  operation: environment.FUZZ_OPERATION === "" ? undefined : environment.FUZZ_OPERATION,
});

/** Each operation's own seed, from the run's seed and its id: replaying one operation alone sends the same inputs. */
export const operationSeed = (seed: number, operationId: string): number => {
  let hash = seed | 0;
  for (const character of operationId) hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193);
  return hash | 0;
};
