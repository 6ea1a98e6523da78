import type { RuleCase } from '../run-cases';

export const PRESENCE_CASES: RuleCase[] = [
  {
    rule: 'required',
    param: true,
    valid: ['a', 0, ['x'], true],
    invalid: [undefined, null, '', '   ', [], false],
  },
  {
    rule: 'required_if',
    param: ['type', 'business', 'merchant'],
    parent: { type: 'business' },
    label: 'condition met',
    valid: ['Acme', 0],
    invalid: [undefined, '', '  ', []],
  },
  {
    rule: 'required_if',
    param: ['count', 2],
    parent: { count: '2' },
    label: 'compared as written',
    valid: ['x', 'y'],
    invalid: ['', null],
  },
  {
    rule: 'required_if',
    param: ['type', 'business'],
    parent: { type: 'personal' },
    label: 'condition not met',
    valid: [undefined, '', 'Acme'],
    invalid: [],
  },
  {
    rule: 'required_include',
    param: 'https://',
    valid: ['https://shop.example', 'shop.example', 'x'],
    invalid: ['https://', ' https:// ', '', undefined, 'https://https://'],
  },
  {
    rule: 'confirmed',
    param: 'password',
    parent: { password: 'Secret123' },
    valid: ['Secret123', '', undefined],
    invalid: ['secret123', 'Secret1234', 'Secret12'],
  },
  {
    rule: 'confirmed',
    param: 'password',
    parent: {},
    label: 'other field empty',
    valid: [''],
    invalid: ['Secret123', 'x'],
  },
  { rule: 'is', param: 'yes', valid: ['yes', '', null], invalid: ['no', 'Yes', 'yes '] },
  { rule: 'is', param: 5, label: 'number', valid: [5, '5'], invalid: [6, '05'] },
  { rule: 'is_not', param: '0000', valid: ['1234', '000', ''], invalid: ['0000'] },
  { rule: 'is_not', param: 0, label: 'number', valid: [1, '1'], invalid: [0, '0'] },
];
