import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Landmark, MoonStar, Sparkles, UsersRound, type LucideIcon } from 'lucide-react';
import { DORMANT_DEACTIVATION_MONTHS, type StartupDialog } from '@/access/startup-dialog';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { menu } from '../../../menu.config';
import { routeHref } from '../sidebar/menu-routes';

const LOOK: Record<StartupDialog, { key: string; icon: LucideIcon; tint: string }> = {
  dormant: { key: 'dormant', icon: MoonStar, tint: 'bg-amber-100 text-amber-700' },
  'virtual-ach': { key: 'virtualAch', icon: Landmark, tint: 'bg-sky-100 text-sky-700' },
  circle: { key: 'circle', icon: UsersRound, tint: 'bg-violet-100 text-violet-700' },
  onboarding: { key: 'onboarding', icon: Sparkles, tint: 'bg-emerald-100 text-emerald-700' },
};

/**
 * One startup dialog: icon, title (menu.config.ts), text, the main action (the route in menu.config.ts) and
 * 'Not now' ('Close' on the dormant notice). Enter confirms: the main action has focus when the dialog opens,
 * and Enter anywhere else in it runs the main action too (the only one, Close, when there is no route). Escape
 * and the backdrop close, focus stays inside (src/ui/dialog.tsx).
 */
export function StartupDialogView({ dialog, onClose }: { dialog: StartupDialog; onClose: () => void }) {
  const { t } = useTranslation('banners');
  const { t: tm } = useTranslation('menu');
  const navigate = useNavigate();
  const titleId = useId();
  const bodyId = useId();
  const config = menu.startupDialogs.find((entry) => entry.id === dialog);
  const { key, icon: Icon, tint } = LOOK[dialog];
  const target = config?.route ? routeHref(config.route) : undefined;
  const primary = useRef<HTMLButtonElement>(null);
  // After the dialog's own effect has opened it (child effects run first): `showModal()` would otherwise
  // focus the first button, 'Not now', and Enter would dismiss instead of confirm.
  useEffect(() => primary.current?.focus(), [dialog]);

  const act = () => {
    onClose();
    if (target) void navigate(target);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      onConfirm={target ? act : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-startup-dialog={dialog}
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <span className={`grid size-14 place-items-center rounded-full ${tint}`}>
          <Icon aria-hidden className="size-7" />
        </span>
        <h2 id={titleId} className="text-lg font-semibold">
          {config ? tm(config.title) : null}
        </h2>
        <p id={bodyId} className="text-sm text-muted-foreground">
          {t(`startup.${key}.body`, { months: DORMANT_DEACTIVATION_MONTHS })}
        </p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {dialog === 'dormant' ? t('startup.close') : t('startup.notNow')}
        </Button>
        {target ? (
          // Enter confirms (spec A §9): the main action has focus when the dialog opens.
          <Button ref={primary} onClick={act}>
            {t(`startup.${key}.action`)}
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
