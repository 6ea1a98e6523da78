import type { RuleCase } from '../run-cases';

export const GENERIC_CASES: RuleCase[] = [
  {
    rule: 'email',
    param: true,
    valid: ['amelia@demo.test', 'first.last+tag@mail.example.co.uk', ''],
    invalid: ['amelia', 'amelia@demo', 'a b@demo.test', '@demo.test', 'amelia@demo.t', 42],
  },
  {
    rule: 'email_except',
    param: ['admin', 'root'],
    valid: ['admin', 'root', 'amelia@demo.test', undefined],
    invalid: ['Admin', 'user', 'admin@'],
  },
  {
    rule: 'min',
    param: 3,
    valid: ['abc', 'abcd', ['a', 'b', 'c'], 'añé', 12345],
    invalid: ['ab', 'a', ['a'], 12],
  },
  {
    rule: 'max',
    param: 3,
    valid: ['abc', 'a', ['a'], '😀😀😀'],
    invalid: ['abcd', ['a', 'b', 'c', 'd'], 1234],
  },
  {
    rule: 'length',
    param: 4,
    valid: ['abcd', ['a', 'b', 'c', 'd'], 1234],
    invalid: ['abc', 'abcde', ['a'], {}],
  },
  {
    rule: 'min_value',
    param: 10,
    valid: [10, '10', '10,5', 11.2, ''],
    invalid: [9.99, '9,99', 'ten', '-11', true],
  },
  { rule: 'max_value', param: 10, valid: [10, '-5', '9,99', 0], invalid: [10.01, '10,01', 'abc', '1e3'] },
  { rule: 'between', param: [1, 5], valid: [1, 5, '3,5', '2'], invalid: [0, 5.01, '6', 'x'] },
  {
    rule: 'digits',
    param: 6,
    valid: ['123456', '000000', 123456],
    invalid: ['12345', '1234567', '12345a', '12 3456', '-12345'],
  },
  {
    rule: 'digits_between',
    param: [6, 9],
    valid: ['123456', '123456789', 1234567],
    invalid: ['12345', '1234567890', '12345x', '1234.56'],
  },
  {
    rule: 'digits_or',
    param: [6, 9],
    valid: ['123456', '123456789'],
    invalid: ['1234567', '12345678', 'abcdef', '12345a'],
  },
  {
    rule: 'numeric',
    param: true,
    valid: ['123', '-12.5', '12,5', '0', 3.5],
    invalid: ['12.', '1.2.3', '1,2,3', 'abc', '+5', '--1'],
  },
  { rule: 'integer', param: true, valid: ['12', '-3', 0, 42], invalid: ['1.5', 1.5, '1,0', 'x', '1e3'] },
  {
    rule: 'alpha',
    param: true,
    valid: ['abc', 'Ünïcödé', 'محمد', 'नमस्ते', 'สวัสดี'],
    invalid: ['abc1', 'a b', 'a-b', 'a_b'],
  },
  { rule: 'alpha_num', param: true, valid: ['abc123', 'محمد٣', 'Ω9'], invalid: ['abc 123', 'abc-1', 'a.b'] },
  {
    rule: 'alpha_spaces',
    param: true,
    valid: ['Ana María', 'Lê Văn', 'abc'],
    invalid: ['Ana1', 'Ana-María', 'a_b'],
  },
  {
    rule: 'greater_than_zero',
    param: true,
    valid: ['0.01', '0,01', 5, '1000'],
    invalid: ['0', 0, '0.00', '0.001', '-1', 'abc'],
  },
];
