import type { Middleware } from 'openapi-fetch';
import type { Service } from '../base-urls';
import { isChallengeResponse, isHtmlContentType } from '../challenge';
import type { ApiErrorPolicy, ApiFailure } from '../error-policy-port';

export interface ErrorPolicyOptions {
  service: Service;
  policy: () => ApiErrorPolicy;
  /**
   * The service's token, read again for a retry: when given, each request is kept (cloned) until its answer
   * arrives, so the policy may ask for one retry with the refreshed token (the ticketing service).
   */
  retryToken?: () => string | undefined;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Reports failed responses, and challenge pages whatever their status, to the error policy (spec A §8) and
 * carries out a `retry` once. Registered after `normalizeErrors`, so it sees the raw response (an HTML
 * challenge body is still there) before normalisation turns it into `{message, statusCode}`.
 */
export function errorPolicy({ service, policy, retryToken }: ErrorPolicyOptions): Middleware {
  const kept = new Map<string, Request>();
  // Calls that never got an answer: normalizeErrors turns them into a 500 that then passes here too.
  const unanswered = new Set<string>();
  return {
    onRequest({ request, id }) {
      if (retryToken) kept.set(id, request.clone());
      return undefined;
    },
    onError({ id }) {
      kept.delete(id);
      unanswered.add(id);
      return undefined;
    },
    async onResponse({ request, response, schemaPath, id, options }) {
      const original = kept.get(id);
      kept.delete(id);
      if (unanswered.delete(id)) return response;
      const contentType = response.headers.get('content-type');
      if (response.ok && !isHtmlContentType(contentType)) return response;
      const text = await response.clone().text();
      const challenge = isChallengeResponse(contentType, text);
      if (response.ok && !challenge) return response;
      const failure: ApiFailure = {
        service,
        method: request.method,
        path: schemaPath,
        status: response.status,
        body: parse(text),
        challenge,
      };
      const outcome = await policy().onFailure(failure);
      if (outcome === 'hold') return new Promise<Response>(() => undefined);
      if (outcome === 'retry' && original) {
        const token = retryToken?.();
        if (token) original.headers.set('Authorization', `Bearer ${token}`);
        return options.fetch(original);
      }
      // A challenge answered with 200 is still no data: the caller gets a failure, not an HTML "success".
      if (challenge && response.ok) return new Response(null, { status: 503 });
      return response;
    },
  };
}
