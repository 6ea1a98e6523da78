import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlert, Clock, Hourglass, ShieldAlert, ShieldX, type LucideIcon } from 'lucide-react';
import { kybNotice, kybNoticeShownOn, type KybNotice } from '@/access/kyb-notice';
import { cn } from '@/lib/cn';
import { useSession } from '@/session/session-query';
import { Button } from '@/ui/button';
import { href } from '../../../routes.config';
import { useRouteNames } from './use-route-names';

type Tone = 'info' | 'warning' | 'danger';

const LOOK: Record<KybNotice, { icon: LucideIcon; tone: Tone }> = {
  not_submitted: { icon: ShieldAlert, tone: 'info' },
  pending: { icon: Clock, tone: 'info' },
  under_review: { icon: Hourglass, tone: 'warning' },
  rejected: { icon: ShieldX, tone: 'danger' },
  business_model_rejected: { icon: CircleAlert, tone: 'danger' },
};

const TONE: Record<Tone, { box: string; icon: string }> = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-950', icon: 'bg-sky-100 text-sky-700' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-950', icon: 'bg-amber-100 text-amber-700' },
  danger: { box: 'border-red-200 bg-red-50 text-red-950', icon: 'bg-red-100 text-red-700' },
};

/**
 * The verification (KYB) notice (spec A §2, §4; spec B §2): business users who are not verified see it on every
 * default-layout page but the business-profile ones, with a title, text and button per state; every button
 * goes to business-profile.
 */
export function KybBanner() {
  const { t } = useTranslation('banners');
  const session = useSession();
  const routeNames = useRouteNames();
  const titleId = useId();
  const state = kybNotice(session.data?.user);
  if (!state || !kybNoticeShownOn(routeNames)) return null;
  const { icon: Icon, tone } = LOOK[state];

  return (
    <div className="px-4 pt-4 sm:px-6">
      <section
        aria-labelledby={titleId}
        data-kyb-state={state}
        className={cn(
          'mx-auto flex w-full max-w-6xl flex-col gap-3 rounded-lg border p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4',
          TONE[tone].box,
        )}
      >
        <span
          aria-hidden
          className={cn('grid size-10 shrink-0 place-items-center rounded-full', TONE[tone].icon)}
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1 space-y-1 text-start">
          <h2 id={titleId} className="text-sm font-semibold sm:text-base">
            {t(`kyb.${state}.title`)}
          </h2>
          <p className="text-sm opacity-85">{t(`kyb.${state}.body`)}</p>
        </div>
        <Button
          asChild
          variant={tone === 'danger' ? 'destructive' : 'default'}
          className="w-full shrink-0 sm:w-auto"
        >
          <Link to={href('business-profile')}>{t(`kyb.${state}.action`)}</Link>
        </Button>
      </section>
    </div>
  );
}
