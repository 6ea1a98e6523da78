import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Service } from '@/api/base-urls';
import type { Json, Operation } from './spec';

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Validates response bodies against the documents themselves: each document is registered whole, and a
 * response is checked against a JSON pointer into it, so components resolve exactly as the spec wrote them.
 */
export function createValidator(docs: Map<Service, Json>) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, discriminator: true, validateFormats: true });
  addFormats.default(ajv);
  for (const [service, document] of docs) ajv.addSchema({ ...document, $id: `urn:svc:${service}` });

  /** Where the JSON schema for `status` lives, following a `$ref` on the response object. */
  function pointerFor(op: Operation, status: number): string | undefined {
    const responses = op.operation.responses as Record<string, Json>;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
    if (!key) return undefined;
    const response = responses[key]!;
    const base =
      typeof response.$ref === 'string'
        ? response.$ref.replace(/^#/, '')
        : `/paths/${escape(op.path)}/${op.method}/responses/${escape(key)}`;
    return `urn:svc:${op.service}#${base}/content/application~1json/schema`;
  }

  return {
    documented(op: Operation, status: number): boolean {
      const responses = op.operation.responses as Record<string, Json>;
      return Boolean(responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default);
    },
    validate(op: Operation, status: number, body: unknown): string[] {
      const pointer = pointerFor(op, status);
      if (!pointer) return [`status ${status} is not documented for ${op.operationId}`];
      let check;
      try {
        check = ajv.getSchema(pointer) ?? ajv.compile({ $ref: pointer });
      } catch (error) {
        return [`schema at ${pointer} cannot be compiled: ${(error as Error).message}`];
      }
      if (check(body)) return [];
      return (check.errors ?? []).map(
        (e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
      );
    },
  };
}
