import { describe, expect, it } from 'vitest';
import {
  BATCH_SIZE,
  DEFAULT_APP_VERSION,
  DEFAULT_IP,
  FLUSH_MS,
  SCHEMA_VERSION,
  trackingSettings,
} from '@/analytics/config';

describe('spec B §9 constants', () => {
  it('are batch 10, schema 1, app 1.0.0, IP {ip}, flush 5 s', () => {
    expect([BATCH_SIZE, SCHEMA_VERSION, DEFAULT_APP_VERSION, DEFAULT_IP, FLUSH_MS]).toEqual([
      10,
      1,
      '1.0.0',
      '{ip}',
      5000,
    ]);
  });
});

describe('trackingSettings', () => {
  it.each([
    [{}, { apiKey: 'demo-tracking-key', signingKey: 'demo-tracking-key', appVersion: '1.0.0' }],
    [{ VITE_TRACKING_API_KEY: ' live ' }, { apiKey: 'live', signingKey: 'live', appVersion: '1.0.0' }],
    [
      { VITE_TRACKING_API_KEY: 'live', VITE_TRACKING_SIGNING_KEY: 'secret', VITE_APP_VERSION: '2.3.0' },
      { apiKey: 'live', signingKey: 'secret', appVersion: '2.3.0' },
    ],
    [
      { VITE_TRACKING_API_KEY: '  ', VITE_APP_VERSION: '' },
      { apiKey: 'demo-tracking-key', signingKey: 'demo-tracking-key', appVersion: '1.0.0' },
    ],
  ])('%j → %j', (env, expected) => {
    expect(trackingSettings(env)).toEqual(expected);
  });
});
