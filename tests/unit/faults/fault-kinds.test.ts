// The fault kinds are one list (src/mocks/faults.ts): the demo backend answers each one as docs/faults.md says,
// and the doc has a row for each, so a new kind cannot go undocumented.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupDemoServer } from '@/mocks/node';
import { CHALLENGE_HTML, FAULT_HEADER, FAULT_KINDS, MALFORMED_BODY } from '@/mocks/faults';

const doc = readFileSync(join(import.meta.dirname, '../../../docs/faults.md'), 'utf8');
const { server } = setupDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const currencies = (fault: string) =>
  fetch('http://localhost/ajax/api/v2/currencies', { headers: { [FAULT_HEADER]: fault } });

describe('docs/faults.md', () => {
  it.each(FAULT_KINDS)('has a row for the fault kind %s', (kind) => {
    expect(doc).toMatch(new RegExp(`^\\| \`${kind}\` +\\|`, 'm'));
  });
});

describe('what the demo backend answers (an operation without a token, so only the fault speaks)', () => {
  it.each([
    ['500', 500, { success: false, message: 'Something went wrong' }],
    ['401', 401, { success: false, message: 'Unauthenticated.' }],
    ['403', 403, { success: false, message: 'This feature is unavailable for your account.' }],
    ['422', 422, { success: false, message: 'Request failed' }],
  ])('%s: status %i and the error envelope', async (fault, status, body) => {
    const response = await currencies(fault);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
  });

  it('network: the call itself fails', async () => {
    await expect(currencies('network')).rejects.toThrow();
  });

  it('malformed: a 200 whose JSON is cut off', async () => {
    const response = await currencies('malformed');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/json/);
    const body = await response.text();
    expect(body).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(body)).toThrow();
  });

  it('challenge: a 403 HTML page with a script', async () => {
    const response = await currencies('challenge');
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toBe(CHALLENGE_HTML);
  });

  it('an unknown value or a status outside 400-599 falls through to the real handler', async () => {
    for (const fault of ['teapot', '200', '302']) expect((await currencies(fault)).status).toBe(200);
  });
});
