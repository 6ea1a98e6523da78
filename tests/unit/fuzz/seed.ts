// The fuzz is deterministic: a fixed seed unless FUZZ_SEED says otherwise; FUZZ_RUNS raises the number of
// inputs; FUZZ_PATH (with FUZZ_SEED and FUZZ_ONLY=<form>) replays one failing case printed by a failure;
// FUZZ_STATS=1 prints per form how many inputs were valid, the slowest validation and the errors reached.
const number = (text: string | undefined, fallback: number) => {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isInteger(value) ? value : fallback;
};

export const BASE_SEED = number(process.env.FUZZ_SEED, 90_905);
export const NUM_RUNS = Math.max(1000, number(process.env.FUZZ_RUNS, 1000));
export const REPLAY_PATH = process.env.FUZZ_PATH || undefined;
export const ONLY = process.env.FUZZ_ONLY || undefined;

/** A seed per subject, so adding a form does not change the inputs another form gets. */
export function seedFor(subject: string): number {
  let hash = BASE_SEED | 0;
  for (const char of subject) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** The line a failure prints so anyone can replay it. */
export const replayHint = (subject: string, path?: string) =>
  `replay: FUZZ_SEED=${BASE_SEED} FUZZ_ONLY=${subject}${path ? ` FUZZ_PATH=${path}` : ''} ` +
  'npx vitest run tests/unit/fuzz';
