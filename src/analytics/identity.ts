import { DEFAULT_IP, PLATFORM } from './config';

/** Spec B §3 analytics identity, less user_id and session_id, which every event carries itself. */
export interface DeviceIdentity {
  device_model: string;
  app_version: string;
  platform: string;
  os_version: string;
  ip_address: string;
}

const OS_RULES: readonly [RegExp, (m: RegExpMatchArray) => string][] = [
  [/Windows NT ([\d.]+)/, (m) => `Windows ${m[1]}`],
  [/(?:iPhone|CPU) OS ([\d_]+)/, (m) => `iOS ${m[1]!.replace(/_/g, '.')}`],
  [/Android ([\d.]+)/, (m) => `Android ${m[1]}`],
  [/Mac OS X ([\d_.]+)/, (m) => `macOS ${m[1]!.replace(/_/g, '.')}`],
  [/CrOS \S+ ([\d.]+)/, (m) => `ChromeOS ${m[1]}`],
  [/Linux/, () => 'Linux'],
];

/** A browser has no device model; the user agent names the kind of device, and Android phones their model. */
function deviceModel(ua: string): string {
  const android = /Android [\d.]+; ([^;)]+?)(?: Build\/[^;)]*)?\)/.exec(ua)?.[1]?.trim();
  if (android && android !== 'K') return android;
  if (/iPhone/.test(ua)) return 'iPhone';
  if (/iPad/.test(ua)) return 'iPad';
  if (/Android/.test(ua)) return /Mobile/.test(ua) ? 'Android phone' : 'Android tablet';
  return /Mobi/.test(ua) ? 'Mobile' : 'Desktop';
}

/**
 * The device part of the analytics identity from the user agent. The IP stays the spec's default placeholder
 * (spec B §9): only the server sees the address.
 *
 * @example deviceIdentity('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) ...', '1.0.0').os_version // 'iOS 17.4'
 */
export function deviceIdentity(userAgent: string, appVersion: string): DeviceIdentity {
  const os = OS_RULES.find(([pattern]) => pattern.test(userAgent));
  const match = os && userAgent.match(os[0]);
  return {
    device_model: deviceModel(userAgent),
    app_version: appVersion,
    platform: PLATFORM,
    os_version: os && match ? os[1](match) : 'unknown',
    ip_address: DEFAULT_IP,
  };
}
