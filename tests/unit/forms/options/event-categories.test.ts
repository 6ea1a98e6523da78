import { afterEach, describe, expect, it, vi } from 'vitest';

const GET = vi.fn();
const refresh = vi.fn();
vi.mock('@/api/clients', () => ({ api: { ticketing: { GET: (...args: unknown[]) => GET(...args) } } }));
vi.mock('@/session/api-session', () => ({ refreshTicketingToken: () => refresh() }));

const { categoryOptions, source } = await import('@/forms/options/sources/event-categories');
const load = () => source.load({ formData: {}, session: {} });
const answer = (status: number, body: unknown) => ({
  data: status < 400 ? body : undefined,
  error: status < 400 ? undefined : body,
  response: new Response(null, { status }),
});
const CATEGORIES = {
  success: true,
  data: [
    { id: 'c2', name: 'Sports' },
    { id: 'c1', name: 'Music' },
  ],
};

afterEach(() => {
  GET.mockReset();
  refresh.mockReset();
});

describe('event categories', () => {
  it('are choices by name', () => {
    expect(categoryOptions(CATEGORIES.data)).toEqual([
      { value: 'c1', label: 'Music' },
      { value: 'c2', label: 'Sports' },
    ]);
  });

  it('load from GET /api/categories', async () => {
    GET.mockResolvedValue(answer(200, CATEGORIES));
    expect((await load()).map((o) => o.label)).toEqual(['Music', 'Sports']);
    expect(GET).toHaveBeenCalledWith('/api/categories');
  });

  it('without a ticketing token yet (401), get one and ask again', async () => {
    GET.mockResolvedValueOnce(answer(401, { message: 'Unauthenticated.' })).mockResolvedValueOnce(
      answer(200, CATEGORIES),
    );
    refresh.mockResolvedValue(undefined);
    expect(await load()).toHaveLength(2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a server failure', () => GET.mockResolvedValue(answer(500, { message: 'Down' }))],
    [
      'a token that cannot be had',
      () => {
        GET.mockResolvedValue(answer(401, { message: 'Unauthenticated.' }));
        refresh.mockRejectedValue(new Error('refused'));
      },
    ],
  ])('%s is ignored: no choices (spec B §8)', async (_, arrange) => {
    arrange();
    expect(await load()).toEqual([]);
  });
});
