/** A thin progress bar at the top while a route or data loads (spec A §9). */
export function RouteProgress() {
  return null;
}
