import type { RuleCase } from '../run-cases';

// UA743052990000026007233566001: bank code 305299, account 0000026007233566001, check digits 74 computed with
// ISO 7064 mod 97-10 (ibantools composeIBAN agrees).
export const BANKING_CASES: RuleCase[] = [
  {
    rule: 'iban',
    param: true,
    valid: [
      'DE89370400440532013000',
      'de89 3704 0044 0532 0130 00',
      'GB82WEST12345698765432',
      'UA743052990000026007233566001',
    ],
    invalid: ['DE89370400440532013001', 'DE8937040044053201300', 'XX89370400440532013000', 'not an iban'],
  },
  {
    rule: 'iban_ua',
    param: true,
    valid: ['UA743052990000026007233566001', 'ua74 3052 9900 0002 6007 2335 6600 1'],
    invalid: ['UA753052990000026007233566001', 'DE89370400440532013000', 'GB82WEST12345698765432'],
  },
  {
    rule: 'swift_code',
    param: true,
    valid: ['DEUTDEFF', 'DEUTDEFF500', 'deutdeff', 'BOFAUS3N'],
    invalid: ['DEUTDEF', 'DEUTDEFF50', '1EUTDEFF', 'DEUT1EFF', 'DEUTDEFF5000'],
  },
  {
    rule: 'ifsc',
    param: true,
    valid: ['SBIN0001234', 'HDFC0ABC123', 'sbin0001234'],
    invalid: ['SBIN1001234', 'SBI00001234', 'SBIN000123', 'SBIN00012345'],
  },
  {
    rule: 'bank_account',
    param: true,
    valid: ['123456', 'ABC123XYZ', 'A'.repeat(24)],
    invalid: ['12345', 'A'.repeat(25), 'abc123', 'ABC-123', 'ABC 1234'],
  },
  {
    rule: 'routing_number',
    param: true,
    valid: ['123456', '021000021', 110000000],
    invalid: ['12345', '1234567890', '02100002A', '021-000-21'],
  },
  {
    rule: 'credit_card',
    param: true,
    valid: ['4111 1111 1111 1111', '4111-1111-1111-1111', '5500000000000004', '378282246310005'],
    invalid: [
      '4111 1111 1111 1112',
      '4111.1111.1111.1111',
      '4111111111111111abc',
      '00000000000',
      '79927398713',
    ],
  },
];
