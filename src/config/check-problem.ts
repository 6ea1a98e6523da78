/**
 * What a config check reports: one problem per thing wrong, in words product staff can act on. Pure.
 */

/**
 * - `error`: the config is broken; `npm run config:check` fails.
 * - `note`: nothing is broken yet, but something is still to do (e.g. a form file not written yet).
 */
export type Severity = 'error' | 'note';

export interface Problem {
  severity: Severity;
  /** Machine name of the kind of problem, for tests and tools (e.g. `unknown-route`). */
  kind: string;
  /** The file to open, relative to the project root, e.g. `menu.config.ts`. */
  file: string;
  /** Where in the file, outermost first, e.g. `['merchant sidebar', 'area "wallet"', 'item "send"']`. */
  where: readonly string[];
  /** What is wrong and, when there is one, the likely fix ("Did you mean …?"). */
  message: string;
  /** The file or name the problem is about, when it is not `file` (e.g. the missing schema file), for grouping. */
  target?: string;
}

/**
 * One line per problem.
 *
 * @example
 * formatProblem({ file: 'menu.config.ts', where: ['merchant sidebar', 'item "send"'], message: 'route "x" does not exist.' , ... });
 * // 'menu.config.ts › merchant sidebar › item "send": route "x" does not exist.'
 */
export function formatProblem(problem: Problem): string {
  return [problem.file, ...problem.where].join(' › ') + ': ' + problem.message;
}

/** Builds problems for one file and place, so checks read as a list of sentences. */
export function reporter(file: string, problems: Problem[]) {
  return (where: readonly string[]) => ({
    error: (kind: string, message: string) =>
      problems.push({ severity: 'error', kind, file, where, message }),
    note: (kind: string, message: string, target?: string) =>
      problems.push({ severity: 'note', kind, file, where, message, ...(target ? { target } : {}) }),
  });
}

/** Errors first, then notes; within each, in the order found (the order of the config file). */
export const sortProblems = (problems: readonly Problem[]): Problem[] => [
  ...problems.filter((p) => p.severity === 'error'),
  ...problems.filter((p) => p.severity === 'note'),
];
