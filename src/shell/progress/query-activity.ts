import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

interface Activity {
  busy: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

const activities = new WeakMap<QueryClient, Activity>();

/**
 * Whether any query of `client` is fetching or any mutation is running, kept up to date from the caches'
 * events. TanStack's `useIsFetching` scans every query on each cache event, and a form's fields or a list's
 * rows send dozens of events as they mount: the scans were 5–8 ms of a throttled phone's render.
 */
function activityOf(client: QueryClient): Activity {
  const known = activities.get(client);
  if (known) return known;
  const fetching = new Set<string>();
  const mutating = new Set<number>();
  const listeners = new Set<() => void>();
  const busy = () => fetching.size > 0 || mutating.size > 0;
  let wasBusy = false;
  const changed = () => {
    if (busy() === wasBusy) return;
    wasBusy = busy();
    listeners.forEach((listener) => listener());
  };
  const queries = client.getQueryCache();
  for (const query of queries.getAll())
    if (query.state.fetchStatus === 'fetching') fetching.add(query.queryHash);
  queries.subscribe(({ type, query }) => {
    if (type !== 'removed' && query.state.fetchStatus === 'fetching') fetching.add(query.queryHash);
    else fetching.delete(query.queryHash);
    changed();
  });
  const mutations = client.getMutationCache();
  for (const mutation of mutations.getAll())
    if (mutation.state.status === 'pending') mutating.add(mutation.mutationId);
  mutations.subscribe((event) => {
    const mutation = event.mutation;
    if (!mutation) return;
    if (event.type !== 'removed' && mutation.state.status === 'pending') mutating.add(mutation.mutationId);
    else mutating.delete(mutation.mutationId);
    changed();
  });
  wasBusy = busy();
  const activity: Activity = {
    busy,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  activities.set(client, activity);
  return activity;
}

/** True while any query fetches or any mutation runs (the progress bar's data half). */
export function useQueryActivity(): boolean {
  const activity = activityOf(useQueryClient());
  return useSyncExternalStore(activity.subscribe, activity.busy);
}
