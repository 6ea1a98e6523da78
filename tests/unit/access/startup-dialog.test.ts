import { describe, expect, it } from 'vitest';
import {
  STARTUP_DIALOGS,
  startupDialog,
  startupDialogAck,
  type StartupDialog,
} from '@/access/startup-dialog';
import type { Subject } from '@/access/subject';
import { createDb } from '@/mocks/store/db';
import { PERSONA_ID } from '@/mocks/store/personas';
import { userView } from '@/mocks/store/user-view';
import { subjectFromSession } from '@/access/subject';
import { menu } from '../../../menu.config';
import { merchant, signedOut, subject, subMerchant } from './fixtures';

const achMerchant = (ack: Record<string, boolean> = {}) =>
  merchant({ is_beta_user: true, feature_accesses: { virtual_account_ach: true }, feature_ack: ack });

describe('startupDialog: the first dialog that applies, in priority order (spec A §2)', () => {
  it.each<[string, Subject, StartupDialog | null]>([
    ['a dormant account gets the dormant notice', subject({ processing: { is_dormant: true } }), 'dormant'],
    [
      'dormant beats every promotion',
      merchant({
        is_beta_user: true,
        feature_accesses: { virtual_account_ach: true },
        circle_id: 'cir_1',
        processing: { is_dormant: true },
      }),
      'dormant',
    ],
    ['ACH feature and beta access get the ACH promotion', achMerchant(), 'virtual-ach'],
    [
      'ACH feature without beta access does not',
      merchant({ feature_accesses: { virtual_account_ach: true } }),
      null,
    ],
    ['beta access without the ACH feature does not', merchant({ is_beta_user: true }), null],
    ['an acknowledged ACH promotion does not come back', achMerchant({ virtual_account_ach: true }), null],
    [
      'ACH promotion beats the circle promotion',
      merchant({ is_beta_user: true, feature_accesses: { virtual_account_ach: true }, circle_id: 'c' }),
      'virtual-ach',
    ],
    [
      'with ACH acknowledged the circle promotion is next',
      merchant({
        is_beta_user: true,
        feature_accesses: { virtual_account_ach: true },
        feature_ack: { virtual_account_ach: true },
        circle_id: 'c',
      }),
      'circle',
    ],
    ['a circle member gets the circle promotion', subject({ circle_id: 'cir_1' }), 'circle'],
    [
      'an acknowledged circle promotion does not come back',
      subject({ circle_id: 'c', feature_ack: { circle: true } }),
      null,
    ],
    ['no circle, no circle promotion', subject({ circle_id: null }), null],
    [
      'an onboarded merchant main account without the survey gets onboarding',
      merchant({ processing: { ernest_needed: false, survey_completed: false } }),
      'onboarding',
    ],
    [
      'a merchant who needs onboarding (ernest_needed) does not',
      merchant({ processing: { ernest_needed: true, survey_completed: false } }),
      null,
    ],
    [
      'a sub-merchant does not',
      subMerchant([], { processing: { ernest_needed: false, survey_completed: false } }),
      null,
    ],
    ['nor a personal user', subject({ processing: { survey_completed: false } }), null],
    ['a signed-out visitor gets nothing', signedOut(), null],
    ['nothing in preview', subject({ processing: { is_dormant: true } }, { preview: true }), null],
  ])('%s', (_case, who, expected) => {
    expect(startupDialog(who)).toBe(expected);
  });

  it('skips dialogs dismissed earlier in the session, and the next that applies opens', () => {
    const both = merchant({
      is_beta_user: true,
      feature_accesses: { virtual_account_ach: true },
      circle_id: 'c',
    });
    expect(startupDialog(both, STARTUP_DIALOGS, ['virtual-ach'])).toBe('circle');
    expect(startupDialog(both, STARTUP_DIALOGS, ['virtual-ach', 'circle'])).toBeNull();
    const dormant = subject({ processing: { is_dormant: true } });
    expect(startupDialog(dormant, STARTUP_DIALOGS, ['dormant'])).toBeNull();
  });

  it('follows the order it is given', () => {
    const both = subject({ circle_id: 'c', processing: { is_dormant: true } });
    expect(startupDialog(both, ['circle', 'dormant'])).toBe('circle');
    expect(startupDialog(both, ['dormant', 'circle'])).toBe('dormant');
  });
});

describe('startupDialogAck: promotions are acknowledged on the server, notices are not', () => {
  it.each([
    ['virtual-ach', 'virtual_account_ach'],
    ['circle', 'circle'],
    ['dormant', null],
    ['onboarding', null],
  ] as const)('%s → %s', (dialog, key) => {
    expect(startupDialogAck(dialog)).toBe(key);
  });
});

describe('the demo personas and menu.config.ts', () => {
  const db = createDb();
  const personaSubject = (id: number) => {
    const user = userView(db, id);
    if (!user) throw new Error(`no persona ${id}`);
    return subjectFromSession({ user }, { sandbox: false, preview: false });
  };
  const order = menu.startupDialogs.map((dialog) => dialog.id);

  it('menu.config.ts lists every dialog once, dormant first (spec A §2)', () => {
    expect([...order].sort()).toEqual([...STARTUP_DIALOGS].sort());
    expect(order).toEqual(['dormant', 'virtual-ach', 'circle', 'onboarding']);
  });

  it.each([
    ['dormant', PERSONA_ID.dormant, 'dormant'],
    ['merchant (ACH feature and beta)', PERSONA_ID.merchant, 'virtual-ach'],
    ['personal (circle member)', PERSONA_ID.personal, 'circle'],
    ['onboarding (needs onboarding)', PERSONA_ID.onboarding, null],
    ['newbie', PERSONA_ID.newbie, null],
  ] as const)('%s → %s', (_persona, id, expected) => {
    expect(startupDialog(personaSubject(id), order)).toBe(expected);
  });
});
