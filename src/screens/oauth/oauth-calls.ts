import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { components } from '@/api/generated/main';
import type { OauthRequest } from './oauth-request';

/**
 * The application behind a request and what it asks for, once the server has checked the request (public: the
 * connect page shows it before anyone signs in). A refused request is an ApiError with a `code`.
 */
export const oauthClientQuery = (request: OauthRequest) =>
  queryOptions({
    queryKey: ['oauth', 'client', request],
    queryFn: async () =>
      (
        await unwrap(
          api.main.GET('/api/v2/auth/oauth/clients/{client_id}', {
            params: {
              path: { client_id: request.client_id },
              query: {
                redirect_uri: request.redirect_uri,
                ...(request.scope !== undefined && { scope: request.scope }),
                ...(request.response_type !== undefined && { response_type: request.response_type }),
                ...(request.state !== undefined && { state: request.state }),
              },
            },
          }),
        )
      ).data,
    retry: false,
    staleTime: 0,
  });

export type OauthClient = components['schemas']['OauthClient'];

/** Records the person's answer; resolves to where the browser goes next (the registered redirect URL). */
export async function decide(request: OauthRequest, decision: 'approve' | 'deny'): Promise<string> {
  const body = await unwrap(
    api.main.POST('/api/v2/auth/oauth/authorize', { body: { ...request, decision } }),
  );
  return body.data.redirect_url;
}
