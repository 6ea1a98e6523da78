import { describe, expect, it } from 'vitest';
import { ApiError, normalizeError, unwrap } from '@/api/errors';

describe('normalizeError', () => {
  it.each([
    [{ message: 'Insufficient funds' }, 400, { message: 'Insufficient funds', statusCode: 400 }],
    [{ message: '' }, 404, { message: 'Something went wrong', statusCode: 404 }],
    [undefined, undefined, { message: 'Something went wrong', statusCode: 500 }],
    [undefined, 200, { message: 'Something went wrong', statusCode: 500 }],
    ['Plain text failure', 503, { message: 'Plain text failure', statusCode: 503 }],
    [{ message: 'x', statusCode: 418 }, 400, { message: 'x', statusCode: 418 }],
    [{ message: 'x', errors: { a: 'one' } }, 422, { message: 'x', statusCode: 422, errors: { a: ['one'] } }],
  ])('%j with status %s', (body, status, expected) => {
    expect(normalizeError(body, status)).toEqual(expected);
  });
});

describe('unwrap', () => {
  const response = (status: number) => new Response(null, { status });

  it('returns the data of a success', async () => {
    await expect(unwrap(Promise.resolve({ data: { ok: 1 }, response: response(200) }))).resolves.toEqual({
      ok: 1,
    });
  });

  it('throws an ApiError carrying the normalised shape', async () => {
    const failing = unwrap(Promise.resolve({ error: { message: 'Invalid OTP' }, response: response(422) }));
    await expect(failing).rejects.toBeInstanceOf(ApiError);
    await expect(failing).rejects.toMatchObject({ message: 'Invalid OTP', statusCode: 422 });
  });
});
