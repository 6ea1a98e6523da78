import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { apiErrorText } from '@/api/error-notice';
import { formatMoney } from '@/i18n/format';
import { translateServerMessage } from '@/i18n/server-messages';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { FieldShell, describedBy } from '@/ui/field-shell';
import { payerErrors } from '../pay-invoice/pay-invoice-state';
import { payPaymentRequest } from './pay-request-calls';

const METHODS = ['card', 'wallet'] as const;
type Method = (typeof METHODS)[number];

interface PayRequestFormProps {
  id: string;
  amount: number;
  currency: string;
  /** Called after the payment went through, to read the request again (it then shows as paid). */
  onPaid: () => void;
}

/** The payer's name, e-mail and method; POST …/public/payment-requests/{id}/pay. What was typed stays on a failure. */
export function PayRequestForm({ id, amount, currency, onPaid }: PayRequestFormProps) {
  const { t } = useTranslation(['pay-request', 'errors']);
  const [payer, setPayer] = useState({ name: '', email: '' });
  const [method, setMethod] = useState<Method>('card');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
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
    setFailure(null);
    if (Object.keys(payerErrors(payer)).length) return;
    setBusy(true);
    try {
      await payPaymentRequest(id, {
        payer_email: payer.email.trim(),
        payment_method: method,
        ...(payer.name.trim() ? { payer_name: payer.name.trim() } : {}),
      });
      onPaid();
    } catch (error) {
      const fields = error instanceof ApiError ? (error.errors ?? {}) : {};
      const placed = Object.fromEntries(
        Object.entries(fields)
          .filter(([field]) => field === 'payer_email' || field === 'payer_name')
          .map(([field, messages]) => [field, translateServerMessage(messages[0] ?? '', t)]),
      );
      setServerErrors(placed);
      if (!Object.keys(placed).length) {
        setFailure(apiErrorText(error, t, 'pay-request:pay.failed'));
        // Paid or expired meanwhile: read it again so the page shows why.
        if (fields.status) onPaid();
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
      aria-labelledby="pay-request-form-title"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="pay-request-form-title" className="text-lg font-semibold">
        {t('pay.formTitle')}
      </h2>
      <FieldShell id="payer_name" label={t('pay.name')} error={errors.payer_name}>
        <Input
          {...describedBy('payer_name', errors.payer_name)}
          autoComplete="name"
          value={payer.name}
          onChange={set('name')}
        />
      </FieldShell>
      <FieldShell id="payer_email" label={t('pay.email')} error={errors.payer_email}>
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
        <legend className="text-sm font-medium">{t('pay.method')}</legend>
        <div className="flex flex-wrap gap-4">
          {METHODS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="payment_method"
                className="size-4 accent-primary"
                checked={method === option}
                onChange={() => setMethod(option)}
              />
              {t(option === 'card' ? 'pay.card' : 'pay.wallet')}
            </label>
          ))}
        </div>
      </fieldset>
      {failure ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      {/* The amount is isolated (U+2066…U+2069) so it keeps its order inside a right-to-left sentence. */}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('pay.paying') : t('pay.submit', { amount: `\u2066${formatMoney(amount, currency)}\u2069` })}
      </Button>
    </form>
  );
}
