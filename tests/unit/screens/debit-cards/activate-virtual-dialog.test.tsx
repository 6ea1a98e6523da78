// @vitest-environment jsdom
// The virtual card activation dialog (spec A §3, §7, §8) with its calls stubbed: opening it sends the code,
// Continue waits for exactly 6 digits, an OTP refusal shows at the code field with the digits kept, another
// refusal is the 'Activate card unsuccessful' notice with the server's message, and success reports back.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import debitCards from '../../../../locales/en/debitCards.json';
import errors from '../../../../locales/en/errors.json';
import widgets from '../../../../locales/en/widgets.json';
import { ApiError } from '@/api/errors';

const calls = vi.hoisted(() => ({
  send: vi.fn<() => Promise<unknown>>(),
  activate: vi.fn<(code: string) => Promise<unknown>>(),
  error: vi.fn(),
  dismissAll: vi.fn(),
}));
vi.mock('@/screens/debit-cards/use-debit-cards', () => ({
  useSendCode: () => ({ mutateAsync: calls.send, isPending: false, isError: false, isSuccess: true }),
  useActivateVirtualCard: () => ({ mutateAsync: calls.activate, isPending: false }),
}));
vi.mock('@/ui/notices', () => ({
  notice: { error: calls.error, dismissAll: calls.dismissAll, success: vi.fn(), info: vi.fn() },
}));

const { ActivateVirtualDialog } = await import('@/screens/debit-cards/activate-virtual-dialog');

const i18n = i18next.createInstance();
beforeAll(async () => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { debitCards, errors, widgets } },
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  calls.send.mockReset().mockResolvedValue({ success: true });
  calls.activate.mockReset();
  calls.error.mockReset();
  calls.dismissAll.mockReset();
});
afterEach(cleanup);

const CARD = {
  public_id: 'crd_virtual_004',
  last_four: '7364',
  status: 'not_activated' as const,
  factor: 'virtual' as const,
  selectable: true,
};

function open() {
  const onActivated = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ActivateVirtualDialog
        card={CARD}
        email="personal@demo.test"
        onClose={() => {}}
        onActivated={onActivated}
      />
    </I18nextProvider>,
  );
  const boxes = screen.getAllByRole('textbox') as HTMLInputElement[];
  const type = (code: string) =>
    code.split('').forEach((digit, index) => fireEvent.input(boxes[index]!, { target: { value: digit } }));
  const code = () => boxes.map((box) => box.value).join('');
  return { onActivated, type, code, next: screen.getByRole('button', { name: 'Continue' }) };
}

describe('ActivateVirtualDialog', () => {
  it('sends the code once on opening and names where it went', () => {
    open();
    expect(calls.send).toHaveBeenCalledTimes(1);
    expect(screen.getByText('personal@demo.test')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Activate your virtual card' })).toBeTruthy();
  });

  it('keeps Continue disabled until exactly 6 digits', () => {
    const { type, next } = open();
    type('12345');
    expect(next).toHaveProperty('disabled', true);
    type('123456');
    expect(next).toHaveProperty('disabled', false);
  });

  it('shows an OTP refusal at the code field and keeps the digits', async () => {
    calls.activate.mockRejectedValue(
      new ApiError({
        message: 'Invalid OTP',
        statusCode: 422,
        errors: { second_factor_code: ['Invalid OTP'] },
      }),
    );
    const { type, next, code, onActivated } = open();
    type('000000');
    await act(async () => fireEvent.click(next));
    expect(calls.activate).toHaveBeenCalledWith('000000');
    const message = screen.getByText('Invalid OTP');
    expect(screen.getAllByRole('textbox')[0]?.getAttribute('aria-describedby')).toBe(message.id);
    expect(code()).toBe('000000');
    expect(calls.error).not.toHaveBeenCalled();
    expect(onActivated).not.toHaveBeenCalled();
  });

  it("tells another refusal in the 'Activate card unsuccessful' notice with the server's message", async () => {
    calls.activate.mockRejectedValue(new ApiError({ message: 'Card is blocked', statusCode: 422 }));
    const { type, next, code } = open();
    type('123456');
    await act(async () => fireEvent.click(next));
    expect(calls.dismissAll).toHaveBeenCalled();
    expect(calls.error).toHaveBeenCalledWith('Activate card unsuccessful', {
      description: 'Card is blocked',
    });
    expect(code()).toBe('123456');
  });

  it('reports an activation', async () => {
    calls.activate.mockResolvedValue({ success: true, data: { public_id: 'crd_virtual_004' } });
    const { type, next, onActivated } = open();
    type('123456');
    await act(async () => fireEvent.click(next));
    expect(onActivated).toHaveBeenCalledTimes(1);
  });

  it('says when the code could not be sent', async () => {
    calls.send.mockRejectedValue(new ApiError({ message: 'Something went wrong', statusCode: 500 }));
    open();
    // Let the refused send settle.
    await act(async () => {});
    expect(calls.error).toHaveBeenCalledWith('Failed to generate OTP. Please try again.');
  });
});
