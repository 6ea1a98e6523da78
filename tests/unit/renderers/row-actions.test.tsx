// @vitest-environment jsdom
// A call action against the demo backend, as a person uses it (spec B §5): approving a verified attendee calls
// at once; an unverified one asks the confirmWhen question first — Cancel sends nothing, confirming sends the
// rule's body (`force`) and the attendee is approved; a body from the row reaches the API.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { connectApiSession } from '@/api/clients';
import { anonymousSession } from '@/api/session-port';
import type { RowAction } from '@/config/table-file';
import { RowActions } from '@/renderers/table/row-actions';
import { setupDemoServer } from '@/mocks/node';
import { issueToken } from '@/mocks/store/tokens';
import lists from '../../../locales/en/lists.json';
import errors from '../../../locales/en/errors.json';
import attendeesTable from '../../../schemas/tables/attendees.json';

const notices = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), dismissAll: vi.fn() }));
vi.mock('@/ui/notices', () => ({ notice: notices }));

const { server, backend } = setupDemoServer();
const sent: { url: string; body: string }[] = [];
server.events.on('request:start', async ({ request }) => {
  if (request.method !== 'GET') sent.push({ url: request.url, body: await request.clone().text() });
});

/** The real approve action of schemas/tables/attendees.json. */
const actions = (attendeesTable.columns.find((column) => column.id === 'actions')?.actions ??
  []) as RowAction[];
const approve = actions.filter((action) => action.label === 'business:attendees.approve');

beforeAll(async () => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  server.listen({ onUnhandledRequest: 'error' });
  const user = backend.db.findUserByEmail('merchant@demo.test');
  if (!user) throw new Error('merchant@demo.test');
  connectApiSession({
    ...anonymousSession,
    ticketingToken: () => issueToken(user, { audience: 'ticketing' }),
    idToken: () => issueToken(user, { audience: 'main' }),
  });
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: {
        lists,
        errors,
        business: { attendees: { approve: 'Approve', approved: '{{name}} is approved.' } },
        ticketing: { attendees: { approveUnverified: '{{name}} is not verified. Approve anyway?' } },
      },
    },
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  sent.length = 0;
  vi.clearAllMocks();
});
afterEach(() => cleanup());
afterAll(() => {
  server.close();
  connectApiSession(anonymousSession);
});

/** An attendee of the demo store who may be approved, verified or not. */
function attendee(verified: boolean) {
  const row = backend.db.attendees.find(
    (candidate) => candidate.verified === verified && ['pending', 'invited'].includes(candidate.status),
  );
  if (!row) throw new Error(`no ${verified ? 'verified' : 'unverified'} attendee to approve`);
  return { ...row };
}

function renderActions(row: unknown, rowActions: RowAction[] = approve) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18next}>
        <MemoryRouter>
          <RowActions actions={rowActions} row={row} sources={{}} />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('a call action with confirmWhen', () => {
  it('approves a verified attendee at once, with no body', async () => {
    const row = attendee(true);
    renderActions(row);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(notices.success).toHaveBeenCalledWith(`${row.name} is approved.`));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(sent).toEqual([{ url: expect.stringContaining(`/api/attendees/${row.id}/approve`), body: '' }]);
    expect(backend.db.attendees.get(row.id)?.status).toBe('approved');
  });

  it('asks about an unverified attendee; Cancel sends nothing, confirming sends force', async () => {
    const row = attendee(false);
    renderActions(row);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const question = await screen.findByRole('heading', {
      hidden: true,
      name: `${row.name} is not verified. Approve anyway?`,
    });
    expect(question).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { hidden: true, name: 'Cancel' }));
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialogButtons = await screen.findAllByRole('button', { hidden: true, name: 'Approve' });
    await userEvent.click(dialogButtons[dialogButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(notices.success).toHaveBeenCalledWith(`${row.name} is approved.`));
    expect(sent.map((call) => JSON.parse(call.body) as unknown)).toEqual([{ force: true }]);
    expect(backend.db.attendees.get(row.id)?.status).toBe('approved');
  });

  it('without the rule the server refuses an unverified attendee (409), and says so', async () => {
    const row = attendee(false);
    renderActions(
      row,
      approve.map((action) => ({ ...action, confirmWhen: undefined }) as RowAction),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(notices.error).toHaveBeenCalled());
    expect(backend.db.attendees.get(row.id)?.status).not.toBe('approved');
  });
});
