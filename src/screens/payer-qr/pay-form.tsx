import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { apiErrorText } from '@/api/error-notice';
import { ApiError } from '@/api/errors';
import { translateServerMessage } from '@/i18n/server-messages';
import { Button } from '@/ui/button';
import { AmountField } from './amount-field';
import type { QrInfo } from './qr-calls';
import { qrStepHref, signInHref } from './qr-links';
import { countryName, parseAmount } from './qr-logic';

/** A refused payment's message at the amount, or for the whole form. */
function splitError(error: unknown): { amount?: string; form?: unknown } {
  if (!error) return {};
  const amount = error instanceof ApiError ? error.errors?.amount?.[0] : undefined;
  return amount ? { amount } : { form: error };
}

/** The country, the amount and 'Pay with the app' (a signed-in payer pays from the wallet). */
export function PayForm({
  info,
  country,
  signedIn,
  paying,
  error,
  onPay,
}: {
  info: QrInfo;
  country: string;
  /** Undefined while the session is being checked. */
  signedIn: boolean | undefined;
  paying: boolean;
  error: unknown;
  onPay: (amount: number) => void;
}) {
  const { t, i18n } = useTranslation(['qr', 'errors']);
  const here = useLocation();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [sentText, setSentText] = useState<string | null>(null);
  const open = info.amount === null;
  const typed = parseAmount(text, info.currency);
  const server = splitError(error);
  const amountError =
    open && touched && typed === null
      ? t('errors:server.invalidAmount')
      : server.amount && sentText === text
        ? translateServerMessage(server.amount, t)
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const amount = open ? typed : info.amount;
    if (amount === null || paying) return;
    setSentText(text);
    onPay(amount);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <h1 className="text-xl font-semibold">{t('qr:amount.title')}</h1>
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          {t('qr:amount.country')}: <strong>{countryName(country, i18n.language)}</strong>
        </span>
        <Link
          className="text-primary underline"
          to={qrStepHref('qr-code-select-country', info.code, country)}
        >
          {t('qr:amount.changeCountry')}
        </Link>
      </p>
      {open ? (
        <AmountField
          currency={info.currency}
          value={text}
          error={amountError}
          onChange={setText}
          onBlur={() => setTouched(text.trim() !== '' || touched)}
        />
      ) : null}
      {server.form ? (
        <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">
          {apiErrorText(server.form, t)}
        </p>
      ) : null}
      {signedIn === false ? (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{t('qr:amount.signInHint')}</p>
          <Button asChild className="w-full">
            <Link to={signInHref(`${here.pathname}${here.search}`)}>{t('qr:amount.signIn')}</Link>
          </Button>
        </div>
      ) : (
        <Button type="submit" className="w-full" disabled={paying || signedIn === undefined}>
          {paying ? t('qr:amount.paying') : t('qr:amount.pay')}
        </Button>
      )}
    </form>
  );
}
