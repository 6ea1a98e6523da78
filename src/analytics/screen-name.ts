/** The route name the page shows (routes.config.ts), from the router's matches, deepest first. */
export function screenName(matches: readonly { route: { handle?: unknown } }[]): string {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.route.handle as { name?: unknown } | undefined;
    if (typeof handle?.name === 'string') return handle.name;
  }
  // Only the catch-all page has no name.
  return 'not_found';
}
