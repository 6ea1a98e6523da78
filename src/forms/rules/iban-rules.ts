/**
 * The rules whose check needs ibantools, which iban-check.ts hands to the banking rules. A module of its own,
 * with no imports, so the build-time validator compiler (compile.ts) can read it.
 */
export const IBAN_RULES: ReadonlySet<string> = new Set(['iban', 'iban_ua']);
