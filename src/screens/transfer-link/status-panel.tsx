import { useTranslation } from 'react-i18next';
import { Ban, CheckCircle2, Clock, Link2Off, Lock, SendHorizontal, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { PageStatus, Role } from './link-state';

const ICONS = {
  open: SendHorizontal,
  blocked: Lock,
  claimed: CheckCircle2,
  expired: Clock,
  rejected: Ban,
  has_rejected: Ban,
  failed: XCircle,
  not_found: Link2Off,
} as const;

const TONES: Record<PageStatus, string> = {
  open: 'bg-accent text-primary',
  blocked: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  claimed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  expired: 'bg-secondary text-secondary-foreground',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  has_rejected: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  not_found: 'bg-secondary text-secondary-foreground',
};

export interface StatusPanelProps {
  status: PageStatus;
  role: Role;
  /** Extra lines under the title: the reason of a rejection, the retry time of a lock. */
  children?: React.ReactNode;
  values?: Record<string, string>;
}

/** The page's headline: an icon and a title per status (spec B §4), the open one worded for the viewer. */
export function StatusPanel({ status, role, children, values }: StatusPanelProps) {
  const { t } = useTranslation('transfer-link');
  const Icon = ICONS[status];
  const title = status === 'open' ? t(`open.${role}`, values) : t(`status.${status}.title`, values);
  return (
    <div className="flex flex-col items-center gap-3 text-center" data-page-status={status}>
      <span className={cn('grid size-14 place-items-center rounded-full', TONES[status])}>
        <Icon aria-hidden className="size-7" />
      </span>
      <h1 className="text-xl font-semibold">{title}</h1>
      {status === 'open' ? null : (
        <p className="text-sm text-muted-foreground">{t(`status.${status}.body`, values)}</p>
      )}
      {children}
    </div>
  );
}
