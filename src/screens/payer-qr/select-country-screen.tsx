import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/ui/button';
import { CountrySelect } from './country-select';
import { QrGate } from './qr-gate';
import { qrStepHref } from './qr-links';

/** /qr/{code}/select-country: where the payment is made from, the payment order country first (spec B §2, §3). */
export default function SelectCountryScreen() {
  const { t } = useTranslation('qr');
  const code = useParams().code ?? '';
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(query.get('country') ?? '');

  return (
    <QrGate code={code} routeName="qr-code-select-country" title={t('country.title')}>
      {(_info, orderCountry) => {
        const country = chosen || orderCountry;
        return (
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void navigate(qrStepHref('qr-code-set-amount', code, country));
            }}
          >
            <h1 className="text-xl font-semibold">{t('country.title')}</h1>
            <CountrySelect value={country} onChange={setChosen} />
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" asChild>
                <Link to={qrStepHref('qr-code', code)}>{t('back')}</Link>
              </Button>
              <Button type="submit" className="flex-1" disabled={!country}>
                {t('start.continue')}
              </Button>
            </div>
          </form>
        );
      }}
    </QrGate>
  );
}
