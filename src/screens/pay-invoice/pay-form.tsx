import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { apiErrorText } from '@/api/error-notice';
import { formatMoney } from '@/i18n/format';
import { translateServerMessage } from '@/i18n/server-messages';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { FieldShell, describedBy } from '@/ui/field-shell';
import { payInvoice, type PaymentResult } from './pay-calls';
import { PAYMENT_METHODS, payerErrors, type PaymentMethod } from './pay-invoice-state';

interface PayFormProps {
  id: string;
  amountDue: number;
  currency: string;
  /** Called after a successful payment, to read the invoice again (it then shows as paid). */
  onPaid: () => void;
}

/** The payer's name, email and method; POST …/public/invoices/{id}/pay. */
export function PayForm({ id, amountDue, currency, onPaid }: PayFormProps) {
  const { t } = useTranslation('invoice-builder');
  const [payer, setPayer] = useState({ name: '', email: '' });
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ status: PaymentResult['status'] } | { message: string } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);

  const ruleErrors = tried ? payerErrors(payer) : {};
  const errors: Record<string, string> = {
    ...Object.fromEntries(Object.entries(ruleErrors).map(([field, key]) => [field, t(key)])),
    ...serverErrors,
  };

  async function submit() {
    setTried(true);
    setServerErrors({});
    setResult(null);
    if (Object.keys(payerErrors(payer)).length) return;
    setBusy(true);
    try {
      const answer = await payInvoice(id, {
        payer_email: payer.email.trim(),
        payment_method: method,
        ...(payer.name.trim() ? { payer_name: payer.name.trim() } : {}),
      });
      setResult({ status: answer.status });
      if (answer.status === 'successful') onPaid();
    } catch (error) {
      const fields = error instanceof ApiError ? (error.errors ?? {}) : {};
      const placed = Object.fromEntries(
        Object.entries(fields)
          .filter(([field]) => field === 'payer_email' || field === 'payer_name')
          .map(([field, messages]) => [field, translateServerMessage(messages[0] ?? '', t)]),
      );
      setServerErrors(placed);
      if (!Object.keys(placed).length)
        setResult({ message: apiErrorText(error, t, 'invoice-builder:pay.failed') });
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
        {t('pay.payTitle')}
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
          {PAYMENT_METHODS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="payment_method"
                className="size-4 accent-primary"
                checked={method === option}
                onChange={() => setMethod(option)}
              />
              {t(`pay.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {result ? (
        <p role="status" className="rounded-md border border-border p-3 text-sm">
          {'message' in result ? result.message : t(`pay.${result.status}`)}
        </p>
      ) : null}
      {/* The amount is isolated (U+2066…U+2069) so it keeps its order inside a right-to-left sentence. */}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy
          ? t('pay.paying')
          : t('pay.submit', { amount: `\u2066${formatMoney(amountDue, currency)}\u2069` })}
      </Button>
    </form>
  );
}
