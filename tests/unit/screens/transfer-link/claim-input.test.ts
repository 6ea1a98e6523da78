// The security code field and what a refused claim means for the page (openapi claimTransferLink: 4–6 digits;
// 422 wrong code, 423 locked for 24 hours, 422 with the state's code when the link closed meanwhile).
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { claimFailure, cleanCode, codeProblem } from '@/screens/transfer-link/claim-input';

describe('cleanCode', () => {
  it.each([
    ['1234', '1234'],
    ['12 34', '1234'],
    ['12a3b4', '1234'],
    ['１２３４', ''],
    ['12345678', '123456'],
    ['', ''],
  ])('%j → %j', (typed, kept) => expect(cleanCode(typed)).toBe(kept));
});

describe('codeProblem', () => {
  it.each([
    ['', 'codeRequired'],
    ['1', 'codeFormat'],
    ['123', 'codeFormat'],
    ['1234', null],
    ['12345', null],
    ['123456', null],
    ['1234567', 'codeFormat'],
    ['12a4', 'codeFormat'],
  ])('%j → %s', (code, problem) => expect(codeProblem(code)).toBe(problem));
});

describe('claimFailure', () => {
  const api = (statusCode: number, extra: Partial<ApiError> = {}) =>
    new ApiError({ message: 'x', statusCode, ...extra });
  it.each([
    ['a wrong code', api(422, { errors: { security_code: ['wrong'] } }), 'wrongCode'],
    ['the lock', api(423, { code: 'blocked' }), 'blocked'],
    ['a lock without its status', api(422, { code: 'blocked' }), 'blocked'],
    ['a claimed link', api(422, { code: 'claimed' }), 'closed'],
    ['an expired link', api(422, { code: 'expired' }), 'closed'],
    ['a failed link', api(422, { code: 'failed' }), 'closed'],
    ['claiming your own link', api(422), 'other'],
    ['a server fault', api(500), 'other'],
    ['a thrown non-API error', new Error('boom'), 'other'],
  ])('%s → %s', (_label, error, kind) => expect(claimFailure(error)).toBe(kind));
});
