import type { HttpHandler } from 'msw';
import type { DemoBackend } from './backend';
import { faultHandlers } from './faults';
import { coreHandlers } from './handlers/core';
import { businessHandlers } from './handlers/business';

/** Every handler of the demo backend, faults first so they can pre-empt any operation. */
export function createHandlers(backend: DemoBackend): HttpHandler[] {
  return [...faultHandlers(), ...coreHandlers(backend), ...businessHandlers(backend)];
}
