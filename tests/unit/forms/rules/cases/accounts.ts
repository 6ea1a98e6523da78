import type { RuleCase } from '../run-cases';

export const ACCOUNT_CASES: RuleCase[] = [
  {
    rule: 'phone',
    param: true,
    valid: ['+1 (555) 123-4567', '(020) 7946 0958', '+44.20.7946.0958', '5551234567', '+380 44 123 45 67'],
    invalid: ['phone', '++1 555', '(12345) 678', '555--1234', '555 1234 ext 5', '+', '(555 123'],
  },
  {
    rule: 'password',
    param: true,
    valid: ['Secret123', 'aB3aaaaa', 'Ünïcode9x'],
    invalid: ['Sec123', 'secret123', 'SECRET123', 'SecretABC'],
  },
  {
    rule: 'username',
    param: true,
    valid: ['amelia', 'a_1', 'A234567890123456'],
    invalid: ['1amelia', '_amelia', 'am', 'A2345678901234567', 'amé', 'am-elia'],
  },
  { rule: 'not2underscore', param: true, valid: ['a_b_c', 'abc'], invalid: ['a__b', '__a'] },
  {
    rule: 'unique_username',
    param: 'current',
    parent: { current: 'Amelia' },
    valid: ['amelia2', 'earhart'],
    invalid: ['Amelia', 'amelia', ' AMELIA '],
  },
  {
    rule: 'website',
    param: true,
    valid: [
      'https://shop.example.com',
      'http://example.co.uk:8080/path?q=1',
      'https://xn--bcher-kva.example/',
    ],
    invalid: [
      'shop.example.com',
      'ftp://example.com',
      'https://localhost',
      'https://example.c',
      'https://example.toolongtldxx',
      'https://exa mple.com',
    ],
  },
  {
    rule: 'customRegex',
    param: '^[A-Z]{3}$',
    valid: ['ABC', 'XYZ'],
    invalid: ['abc', 'ABCD', 'AB'],
  },
  {
    rule: 'customRegex',
    param: ['^[a-z]{3}$', 'i'],
    label: 'with flags',
    valid: ['abc', 'ABC'],
    invalid: ['ab1', 'abcd'],
  },
  { rule: 'customRegex', param: '([', label: 'broken pattern', valid: [''], invalid: ['x', '(['] },
  {
    rule: 'non_sequential',
    param: true,
    valid: ['123457', '135790', '7890', 'abcdef', '12'],
    invalid: ['123456', '987654', '0123456789', '345'],
  },
  { rule: 'non_identical', param: true, valid: ['112233', 'aab', '1'], invalid: ['000000', 'aaaa', '😀😀'] },
];
