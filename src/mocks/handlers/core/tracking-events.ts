import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { trackingHttp } from '../../http';
import { failure, MESSAGES, ok } from '../../respond';
import { signBody as sign } from '@/api/tracking-signature';
import { TRACKING_LOG_LIMIT, type ReceivedBatch } from '../../tab-channel';

/** API keys of the web clients the demo tracking service knows. */
const API_KEYS = ['demo-tracking-key'];
const EVENT_TYPES = ['click', 'screen_view', 'session_start', 'session_end'];
const KNOWN_FIELDS = [
  'version',
  'event_id',
  'session_id',
  'device_id',
  'user_id',
  'event_timestamp',
  'event_type',
  'previous_id',
  'screen_view_session_index',
  'properties',
];

/**
 * The batches the service accepted, newest last, in memory: Node tests read them here. In the browser the
 * worker also hands each one to the tab that sent it (`DemoBackend.onTrackingBatch`), which keeps them in
 * sessionStorage for e2e.
 */
let memoryLog: ReceivedBatch[] = [];

export function receivedBatches(): ReceivedBatch[] {
  return memoryLog;
}

export function clearReceivedBatches(): void {
  memoryLog = [];
}

function keep(backend: DemoBackend, batch: ReceivedBatch): void {
  memoryLog = [...memoryLog, batch].slice(-TRACKING_LOG_LIMIT);
  backend.onTrackingBatch?.(batch);
}

const HEADER_NAMES = [
  'X-Device-Platform',
  'X-Api-Key',
  'X-Signature',
  'X-Timestamp',
  'X-Device-Id',
  'X-Session-Id',
];

const isId = (value: unknown) => typeof value === 'string' && value.length >= 1 && value.length <= 64;
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/** Per-field errors of one event, keyed `index.field` as the 422 example shows. */
function eventErrors(event: unknown, i: number): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[`${i}.${field}`] = [message]);
  if (typeof event !== 'object' || event === null || Array.isArray(event)) {
    fail('event', 'The event must be an object.');
    return errors;
  }
  const e = event as Record<string, unknown>;
  if (e.version !== 1) fail('version', 'The version must be 1.');
  for (const field of ['event_id', 'session_id', 'device_id'] as const)
    if (!isId(e[field])) fail(field, `The ${field.replace(/_/g, ' ')} field is required.`);
  if (e.user_id !== null && !Number.isInteger(e.user_id))
    fail('user_id', 'The user id must be an integer or null.');
  if (!isCount(e.event_timestamp)) fail('event_timestamp', 'The event timestamp must be epoch seconds.');
  if (!EVENT_TYPES.includes(String(e.event_type))) fail('event_type', 'The selected event type is invalid.');
  if (e.previous_id !== null && typeof e.previous_id !== 'string')
    fail('previous_id', 'The previous id must be a string or null.');
  if (!isCount(e.screen_view_session_index))
    fail('screen_view_session_index', 'The screen view session index must be 0 or more.');
  if (e.properties !== undefined) {
    const props = e.properties;
    if (
      typeof props !== 'object' ||
      props === null ||
      Array.isArray(props) ||
      Object.values(props).some((v) => !['string', 'number', 'boolean'].includes(typeof v))
    )
      fail('properties', 'The properties must be a map of strings, numbers and booleans.');
  }
  for (const key of Object.keys(e))
    if (!KNOWN_FIELDS.includes(key)) fail(key, `The ${key} field is not allowed.`);
  return errors;
}

/** Analytics batches (spec B §7 event-tracking endpoint, §9 batch size 10, schema version 1). */
export const trackingHandlers = (backend: DemoBackend): HttpHandler[] => [
  trackingHttp.post('/v1/events', async ({ request, response }) => {
    const headers = request.headers;
    const key = headers.get('X-Api-Key') ?? '';
    if (!API_KEYS.includes(key)) throw failure(401, 'Invalid API key', undefined, 'invalid_api_key');
    const raw = await request.text();
    const signature = headers.get('X-Signature') ?? '';
    if (signature !== (await sign(key, raw)))
      throw failure(401, 'Invalid signature', undefined, 'invalid_signature');
    if (!/^[0-9]{10}$/.test(headers.get('X-Timestamp') ?? ''))
      throw failure(401, 'Invalid timestamp', undefined, 'invalid_timestamp');
    const headerErrors: Record<string, string[]> = {};
    if (headers.get('X-Device-Platform') !== 'Web')
      headerErrors['X-Device-Platform'] = ['The device platform must be Web.'];
    if (!isId(headers.get('X-Device-Id')))
      headerErrors['X-Device-Id'] = ['The device id header is required.'];
    // Events without a session id are not sent (spec B §5).
    if (!isId(headers.get('X-Session-Id')))
      headerErrors['X-Session-Id'] = ['The session id header is required.'];
    if (Object.keys(headerErrors).length) throw failure(422, MESSAGES.invalid, headerErrors);
    let batch: unknown;
    try {
      batch = JSON.parse(raw);
    } catch {
      throw failure(422, MESSAGES.invalid, { body: ['The request body must be JSON.'] });
    }
    if (!Array.isArray(batch) || batch.length < 1 || batch.length > 10)
      throw failure(422, MESSAGES.invalid, { body: ['Send 1 to 10 events.'] });
    const errors = Object.assign({}, ...batch.map(eventErrors)) as Record<string, string[]>;
    if (Object.keys(errors).length) throw failure(422, MESSAGES.invalid, errors);
    // Every event of a batch belongs to the session its header names.
    const sessionId = headers.get('X-Session-Id');
    const strays = batch.flatMap((event: { session_id?: unknown }, i) =>
      event.session_id === sessionId
        ? []
        : [[`${i}.session_id`, ['The session id must match X-Session-Id.']]],
    );
    if (strays.length) throw failure(422, MESSAGES.invalid, Object.fromEntries(strays));
    keep(backend, {
      receivedAt: backend.now(),
      headers: Object.fromEntries(HEADER_NAMES.map((name) => [name, headers.get(name) ?? ''])),
      body: raw,
    });
    return response(200).json(ok(null, `${batch.length} event(s) accepted`));
  }),
];
