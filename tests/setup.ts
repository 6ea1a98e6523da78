// Shared test setup. Component tests opt into jsdom with `// @vitest-environment jsdom`.
import { vi } from 'vitest';

// FingerprintJS probes canvas, audio, fonts and WebGL, which jsdom lacks or fakes slowly (a second or more per
// page): tests get a fixed device id at once. tests/unit/session/device-fingerprint.test.ts mocks it its own way.
vi.mock('@fingerprintjs/fingerprintjs', () => ({
  load: async () => ({ get: async () => ({ visitorId: 'test-device' }) }),
}));
