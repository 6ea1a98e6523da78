/**
 * Stands in for `fast-uri` (7 KB gzip on every form page) where @rjsf/utils imports it. RJSF calls two of its
 * functions, and only for a schema bundle that embeds schemas by `$id` (JSON Schema 2019-09 / 2020-12): to make
 * a `$ref` absolute against the current `$id`, and to find the schema whose `$id` a `$ref` names. The browser's
 * URL parser does both by RFC 3986, as fast-uri does; a reference that is no URL (a bare `#/definitions/x`
 * under no absolute base) is kept as written. The form files embed no `$id` today; this keeps RJSF right if one
 * does. tests/unit/forms/uri-resolver.test.ts holds it to fast-uri's answers.
 */
function resolve(base: string, reference: string): string {
  try {
    return new URL(reference, base).href;
  } catch {
    return reference;
  }
}

function normalize(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

const equal = (a: string, b: string): boolean => normalize(a) === normalize(b);

export default { resolve, equal };
