/** Spec B §9: batch size 10, schema version 1, default app version 1.0.0, default IP {ip}, flush every 5 s. */
export const BATCH_SIZE = 10;
export const SCHEMA_VERSION = 1;
export const DEFAULT_APP_VERSION = '1.0.0';
/** Left as the literal placeholder: the browser cannot know its public IP, the tracking service fills it in. */
export const DEFAULT_IP = '{ip}';
export const FLUSH_MS = 5_000;
/** Spec B §7: the device platform header of the web client. */
export const PLATFORM = 'Web';
/** A session ends after this much inactivity (the cookie's sliding lifetime), as web analytics usually do. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** While the service is down the queue is capped, oldest events dropped first, so storage cannot fill up. */
export const MAX_QUEUED = 500;
/** The demo tracking service's key (openapi/tracking.yaml example); real deployments set VITE_TRACKING_API_KEY. */
export const DEMO_API_KEY = 'demo-tracking-key';

export interface TrackingSettings {
  apiKey: string;
  /** HMAC key of the body signature; the contract keys it with the API key unless told otherwise. */
  signingKey: string;
  appVersion: string;
}

export interface TrackingEnv {
  VITE_TRACKING_API_KEY?: string;
  VITE_TRACKING_SIGNING_KEY?: string;
  VITE_APP_VERSION?: string;
}

/** The tracking settings from the environment, with the demo defaults for anything unset or blank. */
export function trackingSettings(env: TrackingEnv): TrackingSettings {
  const apiKey = env.VITE_TRACKING_API_KEY?.trim() || DEMO_API_KEY;
  return {
    apiKey,
    signingKey: env.VITE_TRACKING_SIGNING_KEY?.trim() || apiKey,
    appVersion: env.VITE_APP_VERSION?.trim() || DEFAULT_APP_VERSION,
  };
}
