import type { RuleCase } from '../run-cases';

export const TEXT_CASES: RuleCase[] = [
  {
    rule: 'address',
    param: true,
    valid: ["12 O'Connell St.", 'Flat 4/2, Main-Road', 'Baker Street 221B'],
    invalid: ['Müllerstraße 5', 'Main St #4', 'شارع 5', 'Main St; 4'],
  },
  {
    rule: 'zip_code',
    param: true,
    valid: ['SW1A 1AA', '10115', '1234-567'],
    invalid: ['123_45', '12.345', '#12'],
  },
  {
    rule: 'string',
    param: true,
    valid: ['Acme Ltd', 'Block-9', 'Ярослав 2'],
    invalid: ['Acme, Ltd', 'Acme!', 'a_b'],
  },
  {
    rule: 'full_name',
    param: true,
    valid: ['Amelia Earhart', 'J. R. Tolkien', 'Jean-Luc Picard', 'محمد علي', '  Lê   Văn  '],
    invalid: ['Amelia', 'Amelia Earhart2', '- -', "Conan O'Brien", 'Amelia_Earhart'],
  },
  {
    rule: 'beneficiary_name',
    param: true,
    valid: ['Acme Ltd.', 'Jean-Luc Picard', 'Zoë'],
    invalid: ['Acme Ltd 2', "O'Brien", 'Acme & Co', '. -'],
  },
  {
    rule: 'city_rule',
    param: true,
    valid: ["Val-d'Or", 'N’Djamena', 'São Paulo', 'القاهرة'],
    invalid: ['Paris 15', 'St. Louis', 'Rome!', "'-"],
  },
  {
    rule: 'name_rule',
    param: true,
    valid: ["O'Brien", 'Anne-Marie', 'Åsa Öberg'],
    invalid: ['J. Smith', 'Bob2', 'Bob_Smith'],
  },
  {
    rule: 'title',
    param: true,
    valid: ['Summer Sale 2024', 'Ticket - VIP', 'حفل ١'],
    invalid: ['Sale!', 'A/B test', 'Q&A', 'Tea, coffee'],
  },
  {
    rule: 'description',
    param: true,
    valid: ['Invoice for services', 'Rent - March', 'a'.repeat(105)],
    invalid: ['a'.repeat(106), 'Invoice 42', 'Café', 'Rent, March'],
  },
];
