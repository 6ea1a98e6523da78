import { describe, expect, it } from 'vitest';
import { deviceIdentity } from '@/analytics/identity';

const UA = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  pixel:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  reduced:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  odd: 'curl/8.0',
};

describe('deviceIdentity', () => {
  it.each([
    [UA.windows, 'Desktop', 'Windows 10.0'],
    [UA.mac, 'Desktop', 'macOS 10.15.7'],
    [UA.iphone, 'iPhone', 'iOS 17.4'],
    [UA.ipad, 'iPad', 'iOS 16.6'],
    [UA.pixel, 'Pixel 8', 'Android 14'],
    [UA.reduced, 'Android phone', 'Android 10'],
    [UA.linux, 'Desktop', 'Linux'],
    [UA.odd, 'Desktop', 'unknown'],
  ])('%s → %s, %s', (ua, model, os) => {
    expect(deviceIdentity(ua, '1.0.0')).toEqual({
      device_model: model,
      app_version: '1.0.0',
      platform: 'Web',
      os_version: os,
      ip_address: '{ip}',
    });
  });
});
