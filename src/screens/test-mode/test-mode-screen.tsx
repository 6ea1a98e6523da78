import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, FlaskConical, XCircle } from 'lucide-react';
import { useSandboxToggle } from '@/shell/sandbox/use-sandbox-toggle';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { href } from '../../../routes.config';
import { CopyValueButton } from '@/renderers/copy-share-buttons';
import { groupDigits, TEST_CARDS } from './test-cards';

export const textNamespaces = ['integration', 'forms'];

/**
 * The test-mode welcome page (spec A §4: the first entry into sandbox leads here): what test mode is, the test
 * card numbers, the way to the integration page, and back to live mode through the app's switch (leaving from
 * here goes home).
 */
export default function TestModeScreen() {
  const { t } = useTranslation('integration');
  const { on, busy, toggle } = useSandboxToggle();

  return (
    <div
      data-route-name="processing-integration-test-mode"
      className="mx-auto w-full max-w-3xl space-y-4 p-4 sm:p-6"
    >
      <title>{t('testMode.title')}</title>
      <header className="space-y-3">
        <span
          data-sandbox-state={on ? 'on' : 'off'}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-medium',
            on ? 'bg-amber-100 text-amber-900' : 'bg-muted text-muted-foreground',
          )}
        >
          <FlaskConical aria-hidden className="size-4" />
          {t(on ? 'testMode.on' : 'testMode.off')}
        </span>
        <h1 className="text-2xl font-semibold">{t('testMode.title')}</h1>
        <p className="text-muted-foreground">{t('testMode.intro')}</p>
        {on ? null : <p className="text-sm">{t('testMode.offBody')}</p>}
      </header>

      <Card className="space-y-2 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('testMode.what')}</h2>
        <ul className="list-disc space-y-1 ps-5 text-sm">
          <li>{t('testMode.point1')}</li>
          <li>{t('testMode.point2')}</li>
          <li>{t('testMode.point3')}</li>
        </ul>
      </Card>

      <Card className="space-y-3 p-4 sm:p-6" aria-labelledby="test-cards">
        <header className="space-y-1">
          <h2 id="test-cards" className="text-lg font-semibold">
            {t('testMode.cards')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('testMode.cardsHint')}</p>
        </header>
        <ul className="divide-y divide-border rounded-lg border border-border">
          {TEST_CARDS.map((card) => (
            <li key={card.number} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
              <div className="min-w-0 flex-1 space-y-0.5">
                <code dir="ltr" className="block font-mono text-sm tabular-nums">
                  {groupDigits(card.number)}
                </code>
                <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                  <span>{card.brand}</span>
                  <span aria-hidden>·</span>
                  <span
                    className={cn(
                      'inline-flex items-center gap-1',
                      card.result === 'approved' ? 'text-emerald-700' : 'text-destructive',
                    )}
                  >
                    {card.result === 'approved' ? (
                      <CheckCircle2 aria-hidden className="size-3.5" />
                    ) : (
                      <XCircle aria-hidden className="size-3.5" />
                    )}
                    {t(card.result === 'approved' ? 'testMode.approved' : 'testMode.declined')}
                  </span>
                </p>
              </div>
              <CopyValueButton
                value={card.number}
                what={t('testMode.copyNumber', { number: groupDigits(card.number) })}
              />
            </li>
          ))}
        </ul>
      </Card>

      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={href('processing-integration')}>{t('testMode.toIntegration')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={href('processing-integration-simulation-authorize-id', {})}>
            {t('testMode.simulate')}
          </Link>
        </Button>
        <Button
          type="button"
          variant="outline"
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => void toggle(!on)}
        >
          {t(on ? 'testMode.leave' : 'testMode.enter')}
        </Button>
        <Button asChild variant="ghost">
          <Link to={href('index')}>{t('testMode.home')}</Link>
        </Button>
      </div>
    </div>
  );
}
