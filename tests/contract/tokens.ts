// The tokens an operation's demo persona holds, got through the contract itself: the session token from
// sign-in, exchanged for the account or ticketing service's own token. Shared by the contract and fault suites.
import type { Operation } from './spec';

export const ORIGIN = 'http://localhost';
const PASSWORD = 'Demo1234';

export interface Tokens {
  idToken?: string;
  accountIdToken?: string;
  ticketingToken?: string;
}

/** Signs in as the operation's `x-demo-persona` (merchant@ by default) and gets its service's token. */
export async function demoTokens(op: Operation): Promise<Tokens> {
  const email = String(op.operation['x-demo-persona'] ?? 'merchant@demo.test');
  const login = await fetch(`${ORIGIN}/ajax/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const idToken = ((await login.json()) as { data: { id_token: string } }).data.id_token;
  const exchange = async (path: string, field: string) => {
    const response = await fetch(`${ORIGIN}/ajax${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${idToken}` },
    });
    return ((await response.json()) as { data: Record<string, string> }).data[field]!;
  };
  if (op.service === 'ticketing')
    return { idToken, ticketingToken: await exchange('/api/v2/mini-apps/auth-token', 'token') };
  if (op.service === 'account')
    return { idToken, accountIdToken: await exchange('/api/v2/auth/account-id-token', 'account_id_token') };
  return { idToken };
}
