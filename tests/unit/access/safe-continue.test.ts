import { describe, expect, it } from 'vitest';
import { safeContinue } from '@/access/safe-continue';

describe('safeContinue', () => {
  it.each([
    ['/send-money', '/send-money'],
    ['/accounts/USD?tab=history#top', '/accounts/USD?tab=history#top'],
    ['%2Ftransactions', undefined], // must already be a path, not an encoded one
    ['/invoices/builder/inv_0001', '/invoices/builder/inv_0001'],
  ])('keeps same-origin path %s', (input, expected) => {
    expect(safeContinue(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '%2F%2Fevil.example',
    '/javascript:alert(1)',
    '/\tjavascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '',
  ])('rejects hostile target %s', (input) => {
    expect(safeContinue(input)).toBeUndefined();
  });

  it('rejects missing values', () => {
    expect(safeContinue(null)).toBeUndefined();
    expect(safeContinue(undefined)).toBeUndefined();
  });
});
