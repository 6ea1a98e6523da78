import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { writeIdToken } from './cookies';

export interface Credentials {
  email: string;
  password: string;
  captcha_token?: string;
}

/** Signs in with e-mail and password; the token goes to its cookie, never to web storage. */
export async function signIn(credentials: Credentials) {
  const body = await unwrap(api.main.POST('/api/v2/auth/login', { body: credentials }));
  writeIdToken(body.data.id_token);
  return body.data;
}
