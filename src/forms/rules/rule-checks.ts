import { IBAN_RULES } from './iban-rules';

/**
 * Loads the checks these rules need beyond the library's own code. A form's validator imports them at build
 * time (compile.ts); rules the server sends at run time (a form's `serverRules`) load them here first.
 */
export async function loadChecksFor(rules: Iterable<string>): Promise<void> {
  for (const rule of rules)
    if (IBAN_RULES.has(rule)) {
      await import('./iban-check');
      return;
    }
}
