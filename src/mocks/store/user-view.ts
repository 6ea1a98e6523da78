import type { Db } from './db';
import type { Owned, User } from './types';

const strip = <T extends object>({ user_id: _owner, ...row }: Owned<T>): T => row as unknown as T;

/**
 * The user as the API returns it (session `data.user`): the stored row plus the lists other collections hold.
 * Cards belong to the user themself, not to the main account a sub-merchant works on.
 */
export function userView(db: Db, userId: number): User | undefined {
  const user = db.users.get(userId);
  if (!user) return undefined;
  const own = <T extends { user_id: number }>(rows: readonly T[]) =>
    rows.filter((row) => row.user_id === userId);
  return {
    ...user,
    stored_cards: own(db.storedCards.all()).map(strip),
    debit_card: own(db.debitCards.all()).map(strip),
    connected_platforms: own(db.connectedPlatforms.all()).map(({ id, name }) => ({ id, name })),
    faqs: db.faqs.filter((faq) => faq.code === 'home' && faq.locale === user.settings.locale),
  };
}
