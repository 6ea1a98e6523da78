import { describe, expect, it } from 'vitest';
import type { RJSFValidationError } from '@rjsf/utils';
import { firstPerField } from '@/forms/error-messages';

const error = (property: string, message: string): RJSFValidationError => ({
  property,
  message,
  stack: message,
});

describe('firstPerField', () => {
  it('keeps the first message of each field, in order, and every field', () => {
    const errors = [
      error('.description', 'latin only'),
      error('.amount', 'required'),
      error('.description', 'format is invalid'),
      error('.payouts.0.amount', 'greater than zero'),
      error('.payouts.1.amount', 'required'),
    ];
    expect(firstPerField(errors).map((e) => `${e.property}: ${e.message}`)).toEqual([
      '.description: latin only',
      '.amount: required',
      '.payouts.0.amount: greater than zero',
      '.payouts.1.amount: required',
    ]);
  });
});
