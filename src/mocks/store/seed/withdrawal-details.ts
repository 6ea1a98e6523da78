import type { Owned, WithdrawalDetailsRow } from '../types';

/** merchant@ (user 3) and personal@ (user 1) have saved their bank details; the others have not yet. */
export function seedWithdrawalDetails(): Owned<WithdrawalDetailsRow>[] {
  return [
    {
      id: 'wd_001',
      user_id: 3,
      bank_name: 'First Republic Demo Bank',
      iban: null,
      swift_code: 'FRBBUS6SXXX',
      account_number: '004410221',
      routing_number: '321081669',
      beneficiary_name: 'Marquez Coffee Roasters',
      updated_at: '2026-06-01T09:00:00Z',
    },
    {
      id: 'wd_002',
      user_id: 1,
      bank_name: 'Barclays Demo',
      iban: 'GB33BUKB20201555555555',
      swift_code: 'BUKBGB22',
      account_number: null,
      routing_number: null,
      beneficiary_name: 'Amelia Hart',
      updated_at: '2026-05-12T10:30:00Z',
    },
  ];
}
