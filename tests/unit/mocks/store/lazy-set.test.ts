import { describe, expect, it, vi } from 'vitest';
import { createDb } from '@/mocks/store/db';
import { seedLargeTransactionSet } from '@/mocks/store/seed/wallet-transactions';
import type * as WalletTransactions from '@/mocks/store/seed/wallet-transactions';

vi.mock('@/mocks/store/seed/wallet-transactions', async (importOriginal) => {
  const original = await importOriginal<typeof WalletTransactions>();
  return { ...original, seedLargeTransactionSet: vi.fn(original.seedLargeTransactionSet) };
});

describe('the 10,000-row set generator', () => {
  it('runs on the first read of merchant@ transactions, once per seed, not at startup or reset', () => {
    const db = createDb({ seed: 314 });
    db.reset();
    db.forUser(1).transactions.list();
    expect(seedLargeTransactionSet).not.toHaveBeenCalled();
    expect(db.forUser(3).transactions.count()).toBe(10_150);
    expect(seedLargeTransactionSet).toHaveBeenCalledTimes(1);
    db.reset();
    createDb({ seed: 314 }).transactions.all();
    expect(seedLargeTransactionSet).toHaveBeenCalledTimes(1);
  });
});
