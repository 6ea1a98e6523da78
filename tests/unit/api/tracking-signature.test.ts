import { describe, expect, it } from 'vitest';
import { signBody } from '@/api/tracking-signature';

// The fixed example of openapi/tracking.yaml: its body, serialised as the client sends it, and its signature.
const EXAMPLE = [
  {
    version: 1,
    event_id: '3c9d2f4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
    session_id: '9f1c2d3e-4b5a-4c6d-8e7f-a1b2c3d4e5f6',
    device_id: '0b7e4c1a-3f2d-4d8e-9a61-5c2f7e8d9b10',
    user_id: 3,
    event_timestamp: 1767225600,
    event_type: 'screen_view',
    previous_id: null,
    screen_view_session_index: 1,
    properties: { screen: 'transactions' },
  },
];

describe('signBody', () => {
  it.each([
    [
      'the contract example',
      'demo-tracking-key',
      JSON.stringify(EXAMPLE),
      '88794344859422263b2e2622e30de5a9108af89e7c7b91c90eab3b349892fba7',
    ],
    // RFC 4231 test case 2.
    [
      'RFC 4231 case 2',
      'Jefe',
      'what do ya want for nothing?',
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    ],
  ])('%s', async (_name, key, body, signature) => {
    expect(await signBody(key, body)).toBe(signature);
  });

  it('changes with one byte of the body or another key', async () => {
    const base = await signBody('k', '[1]');
    expect(await signBody('k', '[2]')).not.toBe(base);
    expect(await signBody('k2', '[1]')).not.toBe(base);
  });
});
