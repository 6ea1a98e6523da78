// The seeded demo store's personas as the app sees them (session user and balance list), plus a signed-out
// visitor: the columns of the permission matrix, and who the bench opens each page as.
import { subjectFromSession } from '../src/access/subject';
import type { MatrixColumn } from '../src/config/permission-matrix';
import { createDb } from '../src/mocks/store/db';
import { PERSONAS } from '../src/mocks/store/personas';
import { userView } from '../src/mocks/store/user-view';

const LIVE = { sandbox: false, preview: false } as const;

/** A matrix column with the demo account's e-mail (none for the signed-out visitor). */
export type DemoColumn = MatrixColumn & { email?: string };

export function demoColumns(): DemoColumn[] {
  const db = createDb();
  const personas = PERSONAS.map((persona) => {
    const user = userView(db, persona.id);
    if (!user) throw new Error(`the demo store has no user ${persona.email}`);
    const currencies = db
      .forUser(persona.id)
      .balances.all()
      .map((account) => account.currency);
    const modes = { ...LIVE, balancesCount: currencies.length, accountsCurrencies: currencies };
    return {
      label: persona.email.split('@')[0] ?? persona.email,
      email: persona.email,
      subject: subjectFromSession({ user }, modes),
    };
  });
  return [{ label: 'signed out', subject: subjectFromSession(null, LIVE) }, ...personas];
}
