import { beforeEach, describe, expect, it, vi } from 'vitest';

const GET = vi.fn();
vi.mock('@/api/clients', () => ({ api: { main: { GET: (...args: unknown[]) => GET(...args) } } }));

const { source: convertible } = await import('@/forms/options/sources/convertible-balances');
const { source: methods } = await import('@/forms/options/sources/receiving-methods');
const { source: reasons } = await import('@/forms/options/sources/transfer-reasons');
const { source: contacts } = await import('@/forms/options/sources/contacts');

const answer = (data: unknown) => Promise.resolve({ data: { data }, response: new Response(null) });
const account = (currency: string, anchored: boolean) => ({
  currency,
  balances: [],
  anchored_currency: anchored,
});

beforeEach(() => GET.mockReset());

describe('transfer option sources', () => {
  it('convertible balances leave the anchored currencies out (spec A §5)', async () => {
    GET.mockReturnValue(
      answer([account('USD', false), account('PHP', true), account('EUR', false), account('VND', true)]),
    );
    const options = await convertible.load({ formData: {}, session: {} });
    expect(options.map((option) => option.value)).toEqual(['USD', 'EUR']);
  });

  it.each([
    {
      name: 'send money asks for the target currency',
      formData: { target_currency: 'EUR', currency: 'USD' },
      asked: 'EUR',
    },
    { name: 'withdrawal asks for its currency', formData: { currency: 'JPY' }, asked: 'JPY' },
  ])('receiving methods: $name, labelled by our text keys', async ({ formData, asked }) => {
    GET.mockReturnValue(answer([{ type: 'bank_transfer', label: 'Bank transfer', currencies: [asked] }]));
    expect(methods.inputs({ formData, session: {} })).toEqual([asked]);
    const options = await methods.load({ formData, session: {} });
    expect(GET).toHaveBeenCalledWith('/api/v2/main/receiving-methods', {
      params: { query: { currency: asked } },
    });
    expect(options).toEqual([{ value: 'bank_transfer', label: 'transfers:method.bank_transfer' }]);
  });

  it('receiving methods: send money asks for what the chosen recipient can receive, and asks again when it changes', async () => {
    const formData = { target_currency: 'EUR', recipient_id: 'ct_0002' };
    GET.mockReturnValue(answer([{ type: 'e_wallet', label: 'E-wallet', currencies: ['EUR'] }]));
    expect(methods.optionalInputs?.({ formData, session: {} })).toEqual(['ct_0002']);
    expect(methods.optionalInputs?.({ formData: { currency: 'JPY' }, session: {} })).toEqual([null]);
    await methods.load({ formData, session: {} });
    expect(GET).toHaveBeenCalledWith('/api/v2/main/receiving-methods', {
      params: { query: { currency: 'EUR', recipient_id: 'ct_0002' } },
    });
  });

  it('reasons wait for a recipient and ask as the sender’s kind of transfer', async () => {
    const input = {
      formData: { recipient_id: 'ct_0001' },
      session: { transferTargetType: 'send_money_business' },
    };
    expect(reasons.inputs({ formData: {}, session: {} })).toContain(undefined);
    GET.mockReturnValue(
      answer({
        reasons: [{ id: 'r1', name: 'Invoice' }],
        relationships: [],
        source_of_funds: [],
        validations: {},
      }),
    );
    expect(await reasons.load(input)).toEqual([{ value: 'r1', label: 'Invoice' }]);
    expect(GET).toHaveBeenCalledWith('/api/v2/main/additional-params', {
      params: { query: { recipient_id: 'ct_0001', target_type: 'send_money_business' } },
    });
  });

  it('contacts are asked favourites first, by first name, and show their e-mail', async () => {
    GET.mockReturnValue(
      answer([
        { id: 'ct_1', first_name: 'Lucia', last_name: 'Kowalski', email: 'l@example.com', phone: null },
      ]),
    );
    expect(await contacts.load({ formData: {}, session: {} })).toEqual([
      { value: 'ct_1', label: 'Lucia Kowalski', description: 'l@example.com' },
    ]);
    expect(GET).toHaveBeenCalledWith('/api/v2/main/contacts', {
      params: { query: { prefer_favorite: 1, sort_by: 'first_name', order_by: 'asc', all: 1 } },
    });
  });
});
