import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Service } from '@/api/base-urls';

export type Json = Record<string, unknown>;

export interface Operation {
  service: Service;
  method: string;
  path: string;
  operationId: string;
  operation: Json;
  parameters: Json[];
  document: Json;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const specDir = join(import.meta.dirname, '../../openapi');

export function loadDocuments(): Map<Service, Json> {
  const docs = new Map<Service, Json>();
  for (const file of readdirSync(specDir).filter((f) => f.endsWith('.yaml') && !f.startsWith('.'))) {
    docs.set(
      file.replace(/\.yaml$/, '') as Service,
      parse(readFileSync(join(specDir, file), 'utf8')) as Json,
    );
  }
  return docs;
}

/** Follows a local `$ref` (`#/components/...`) until it reaches a plain object. */
export function deref(document: Json, value: unknown): Json {
  let current = value as Json;
  for (let depth = 0; current && typeof current.$ref === 'string' && depth < 10; depth += 1) {
    const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>(
      (node, key) => (node as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    ) as Json;
  }
  return current;
}

export function listOperations(docs: Map<Service, Json>): Operation[] {
  const operations: Operation[] = [];
  for (const [service, document] of docs) {
    for (const [path, rawItem] of Object.entries((document.paths ?? {}) as Json)) {
      const item = deref(document, rawItem);
      const shared = ((item.parameters ?? []) as Json[]).map((p) => deref(document, p));
      for (const method of METHODS) {
        const operation = item[method] as Json | undefined;
        if (!operation) continue;
        const own = ((operation.parameters ?? []) as Json[]).map((p) => deref(document, p));
        const parameters = [
          ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
          ...own,
        ];
        operations.push({
          service,
          method,
          path,
          operationId: String(operation.operationId),
          operation,
          parameters,
          document,
        });
      }
    }
  }
  return operations;
}

/** Whether the operation needs a bearer token (its own security, or the document's). */
export function needsBearer(op: Operation): boolean {
  const security = (op.operation.security ?? op.document.security ?? []) as Json[];
  return security.length > 0 && security.every((requirement) => 'bearerAuth' in requirement);
}
