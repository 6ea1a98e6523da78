// Where a refused order is told: messages on the page's fields go to them, anything else is one notice, and the
// 403 the app's error policy answers itself gets nothing more.
import { describe, expect, it } from 'vitest';
import { refusalOf, type OrderRefusal } from '@/screens/debit-card-order/order-refusal';

describe('refusalOf', () => {
  it.each<[string, Parameters<typeof refusalOf>[0], OrderRefusal]>([
    [
      'a field error at its field',
      {
        statusCode: 422,
        message: 'The given data was invalid.',
        errors: { currency: ['The selected currency is invalid.'] },
      },
      { fields: { currency: 'The selected currency is invalid.' }, notice: false },
    ],
    [
      'several fields, the first message each',
      {
        statusCode: 422,
        errors: { design: ['', 'Choose a design from VCD-001 to VCD-007.', 'x'], factor: ['Bad factor'] },
      },
      { fields: { design: 'Choose a design from VCD-001 to VCD-007.', factor: 'Bad factor' }, notice: false },
    ],
    [
      'a field the page does not show also makes a notice',
      { statusCode: 422, errors: { currency: ['No'], address: ['Missing'] } },
      { fields: { currency: 'No' }, notice: true },
    ],
    [
      'a server failure is a notice',
      { statusCode: 500, message: 'Something went wrong' },
      { fields: {}, notice: true },
    ],
    [
      'a 422 without fields is a notice',
      { statusCode: 422, message: 'Nope', errors: {} },
      { fields: {}, notice: true },
    ],
    [
      'the feature-disabled 403 is the error policy’s',
      { statusCode: 403, message: 'This feature is unavailable for your account.' },
      { fields: {}, notice: false },
    ],
    ['another 403 is a notice', { statusCode: 403, message: 'Forbidden' }, { fields: {}, notice: true }],
  ])('%s', (_name, failure, expected) => {
    expect(refusalOf(failure)).toEqual(expected);
  });
});
