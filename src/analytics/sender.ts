import type { ApiClients } from '@/api/clients';
import { PLATFORM } from './config';
import { signBody } from '@/api/tracking-signature';
import type { TrackingEvent } from './event';
import type { Batch } from './tracker';

export interface SenderOptions {
  client: ApiClients['tracking'];
  apiKey: string;
  signingKey: string;
  /** The device id, added to each event and the batch's header as it is sent. */
  deviceId(): Promise<string>;
  now(): number;
}

/**
 * Sends one batch to the event-tracking endpoint with the headers of spec B §7. The body is serialised once and
 * signed as sent. `keepalive` lets a batch started by pagehide outlive the page: sendBeacon cannot set the
 * headers the service requires.
 */
export function createSender({ client, apiKey, signingKey, deviceId, now }: SenderOptions) {
  return async ({ sessionId, events: queued }: Batch): Promise<boolean> => {
    const device = await deviceId();
    const events: TrackingEvent[] = queued.map((event) => ({ ...event, device_id: device }));
    const body = JSON.stringify(events);
    const { response } = await client.POST('/v1/events', {
      params: {
        header: {
          'X-Device-Platform': PLATFORM,
          'X-Api-Key': apiKey,
          'X-Signature': await signBody(signingKey, body),
          'X-Timestamp': String(Math.floor(now() / 1000)),
          'X-Device-Id': device,
          'X-Session-Id': sessionId,
        },
      },
      body: events,
      bodySerializer: () => body,
      keepalive: true,
    });
    return response.ok;
  };
}
