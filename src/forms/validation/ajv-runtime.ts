/**
 * The few ajv runtime helpers a precompiled validator may use (string length, deep equality, URI parsing),
 * imported once so the generated validator modules stay ES modules with no `require` (see compile.ts). These
 * `ajv/dist/runtime/*` modules are the runtime ajv's standalone code documents and itself requires
 * (ajv.js.org/standalone), not internals.
 */
import * as equal from 'ajv/dist/runtime/equal';
import * as ucs2length from 'ajv/dist/runtime/ucs2length';
import * as uri from 'ajv/dist/runtime/uri';
import * as validation_error from 'ajv/dist/runtime/validation_error';

/** CommonJS interop differs between bundlers: give every helper as `{ default }` whatever the import shape. */
const asDefault = (module: unknown): { default: unknown } => {
  const value = (module as { default?: unknown }).default ?? module;
  const inner = (value as { default?: unknown }).default;
  return { default: inner ?? value };
};

export const ajvRuntime: Record<string, { default: unknown }> = {
  equal: asDefault(equal),
  ucs2length: asDefault(ucs2length),
  uri: asDefault(uri),
  validation_error: asDefault(validation_error),
};
