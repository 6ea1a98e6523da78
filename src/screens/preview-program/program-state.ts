/**
 * Where the person stands with a preview program: `enrolled` (in it already), `open` (verified, may ask to
 * join) or `verify` (must verify the account before taking part).
 */
export type ProgramState = 'enrolled' | 'open' | 'verify';

export const programState = (program: { enrolled: boolean; available: boolean }): ProgramState =>
  program.enrolled ? 'enrolled' : program.available ? 'open' : 'verify';
