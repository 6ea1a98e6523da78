import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Runs one chunk import; the app's version reloads the page when the chunk cannot be fetched. */
type ChunkGuard = <T>(load: () => Promise<T>) => Promise<T>;

let guard: ChunkGuard = (load) => load();

/**
 * Installs the app's chunk guard (src/app/error-policy-chunk.ts: a chunk that no longer loads reloads the page,
 * at most once per 60 s, then the error page shows). Called once, as the router is wired.
 */
export function guardChunkLoads(chunkGuard: ChunkGuard): void {
  guard = chunkGuard;
}

/** Resolves with `value` in a task of its own. */
const inNextTask = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 0));

/**
 * `React.lazy` for a component in a chunk of its own (a dialog body, a widget, a chart), through the same guard
 * as route chunks: after a deploy that replaced the chunk, the page reloads rather than showing the error page.
 * The component first renders in the task after the one that evaluated its chunk: the forms engine's chunk
 * takes ~10 ms to evaluate on a throttled phone and its form ~30 ms to draw, one task of 40 ms otherwise.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyChunk<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => guard(load).then(inNextTask));
}
