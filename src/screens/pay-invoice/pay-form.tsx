import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { apiErrorText } from '@/api/error-notice';
import { formatMoney } from '@/i18n/format';
import { translateServerMessage } from '@/i18n/server-messages';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { FieldShell, describedBy } from '@/ui/field-shell';
import type { PaymentResult } from './pay-calls';
import { payerErrors, type PaymentMethod } from './pay-invoice-state';

/** What the payer sends: their e-mail, how they pay and, if they give it, their name. */
export interface PayerBody {
  payer_email: string;
  payment_method: PaymentMethod;
  payer_name?: string;
}

interface PayFormProps {
  /** The catalogue of the page's texts: `pay.payTitle`, `pay.name`, `pay.email`, `pay.method`, one per method, `pay.submit`, `pay.paying`, `pay.failed`, and one per payment status. */
  namespace: 'invoice-builder' | 'pay-request';
  methods: readonly PaymentMethod[];
  amount: number;
  currency: string;
  /** Sends the payment: an invoice's or a payment request's pay call. */
  pay: (body: PayerBody) => Promise<Pick<PaymentResult, 'status'>>;
  /** Called after a successful payment, to read the record again (it then shows as paid). */
  onPaid: () => void;
  /** A refusal no field can show (paid or expired meanwhile, say): the page may read the record again. */
  onRefused?: (error: unknown) => void;
}

/**
 * The payer's name, e-mail and method, for a public pay page (an invoice, a payment request). A rule or the
 * server refusing a field says so at the field; any other failure says why above the button. What was typed
 * stays either way.
 */
export function PayForm({ namespace, methods, amount, currency, pay, onPaid, onRefused }: PayFormProps) {
  const { t } = useTranslation([namespace, 'errors']);
  /** A text of the page's own catalogue. */
  const own = (key: string) => `${namespace}:${key}`;
  const [payer, setPayer] = useState({ name: '', email: '' });
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<PaymentResult['status'] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const ruleErrors = tried ? payerErrors(payer) : {};
  const errors: Record<string, string> = {
    ...Object.fromEntries(Object.entries(ruleErrors).map(([field, key]) => [field, t(key)])),
    ...serverErrors,
  };

  async function submit() {
    setTried(true);
    setServerErrors({});
    setStatus(null);
    setFailure(null);
    if (Object.keys(payerErrors(payer)).length) return;
    setBusy(true);
    try {
      const answer = await pay({
        payer_email: payer.email.trim(),
        payment_method: method,
        ...(payer.name.trim() ? { payer_name: payer.name.trim() } : {}),
      });
      setStatus(answer.status);
      if (answer.status === 'successful') onPaid();
    } catch (error) {
      const fields = error instanceof ApiError ? (error.errors ?? {}) : {};
      const placed = Object.fromEntries(
        Object.entries(fields)
          .filter(([field]) => field === 'payer_email' || field === 'payer_name')
          .map(([field, messages]) => [field, translateServerMessage(messages[0] ?? '', t)]),
      );
      setServerErrors(placed);
      if (!Object.keys(placed).length) {
        setFailure(apiErrorText(error, t, `${namespace}:pay.failed`));
        onRefused?.(error);
      }
    } finally {
      setBusy(false);
    }
  }

  const set = (field: 'name' | 'email') => (event: { target: { value: string } }) =>
    setPayer((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form
      noValidate
      aria-labelledby="pay-title"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="pay-title" className="text-lg font-semibold">
        {t(own('pay.payTitle'))}
      </h2>
      <FieldShell id="payer_name" label={t(own('pay.name'))} error={errors.payer_name}>
        <Input
          {...describedBy('payer_name', errors.payer_name)}
          autoComplete="name"
          value={payer.name}
          onChange={set('name')}
        />
      </FieldShell>
      <FieldShell id="payer_email" label={t(own('pay.email'))} error={errors.payer_email}>
        <Input
          {...describedBy('payer_email', errors.payer_email)}
          type="email"
          autoComplete="email"
          dir="ltr"
          value={payer.email}
          onChange={set('email')}
        />
      </FieldShell>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t(own('pay.method'))}</legend>
        <div className="flex flex-wrap gap-4">
          {methods.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="payment_method"
                className="size-4 accent-primary"
                checked={method === option}
                onChange={() => setMethod(option)}
              />
              {t(own(`pay.${option}`))}
            </label>
          ))}
        </div>
      </fieldset>
      {failure ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
          {failure}
        </p>
      ) : status ? (
        <p role="status" className="rounded-md border border-border p-3 text-sm">
          {t(own(`pay.${status}`))}
        </p>
      ) : null}
      {/* The amount is isolated (U+2066…U+2069) so it keeps its order inside a right-to-left sentence. */}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy
          ? t(own('pay.paying'))
          : t(own('pay.submit'), { amount: `\u2066${formatMoney(amount, currency)}\u2069` })}
      </Button>
    </form>
  );
}
