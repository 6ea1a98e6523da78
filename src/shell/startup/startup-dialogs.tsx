/** Opens at most one startup dialog, the first that applies in priority order (spec A §2). */
export function StartupDialogs() {
  return null;
}
