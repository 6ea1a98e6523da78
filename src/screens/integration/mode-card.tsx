import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FlaskConical, Zap } from 'lucide-react';
import { useSandboxToggle } from '@/shell/sandbox/use-sandbox-toggle';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { href } from '../../../routes.config';

/**
 * Which mode the account is in, and the way to the other one through the app's test-mode switch (spec A §4):
 * entering test mode the first time leads to its welcome page.
 */
export function ModeCard() {
  const { t } = useTranslation('integration');
  const { on, busy, toggle } = useSandboxToggle();
  const Icon = on ? FlaskConical : Zap;
  return (
    <Card
      className={cn('space-y-3 p-4 sm:p-6', on && 'border-amber-300 bg-amber-50/60')}
      aria-labelledby="integration-mode"
      data-mode={on ? 'test' : 'live'}
    >
      <p id="integration-mode" className="text-sm font-medium text-muted-foreground">
        {t('mode.title')}
      </p>
      <div className="flex items-start gap-3">
        <Icon aria-hidden className={cn('mt-0.5 size-6 shrink-0', on ? 'text-amber-700' : 'text-primary')} />
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-semibold">{t(on ? 'mode.test' : 'mode.live')}</h2>
          <p className="text-sm text-muted-foreground">{t(on ? 'mode.testBody' : 'mode.liveBody')}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => void toggle(!on)}
        >
          {t(on ? 'mode.toLive' : 'mode.toTest')}
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={href('processing-integration-test-mode')}>{t('mode.aboutTest')}</Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={href('processing-integration-simulation-authorize-id', {})}>{t('mode.simulate')}</Link>
        </Button>
      </div>
    </Card>
  );
}
