import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';

export type Mode = 'live' | 'test';

/** Pingback URL, documentation link (the key fields are for the current mode only). */
export const integrationQuery = {
  queryKey: ['integration', 'settings'],
  queryFn: async () => (await unwrap(api.main.GET('/api/v2/processing/integration'))).data,
};

/** The API keys of both modes, live first; secret keys masked. */
export const credentialsQuery = {
  queryKey: ['integration', 'credentials'],
  queryFn: async () => (await unwrap(api.main.GET('/api/v2/processing/integration/credentials'))).data,
};

/** New keys for one mode; the answer holds the new secret key in full, this once. */
export async function regenerateKeys(mode: Mode) {
  const answer = await unwrap(
    api.main.POST('/api/v2/processing/integration/credentials/{mode}/regenerate', {
      params: { path: { mode } },
    }),
  );
  return answer.data;
}
