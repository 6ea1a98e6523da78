import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import type { VisibleEntry } from '@/access/menu-tree';
import { needsTooltip } from '@/access/sidebar-rules';
import type { AccountMenuItem, MenuIcon } from '@/config/menu';
import { cn } from '@/lib/cn';
import { Tooltip } from '@/ui/tooltip';
import { useRequestVerification } from '../verification-modal';
import { MENU_ICON_COMPONENTS } from './menu-icons';
import { routeHref } from './menu-routes';

export const entryClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-start text-sm transition-colors hover:bg-accent focus-visible:bg-accent';
const activeClass = 'bg-accent font-semibold text-primary';
/** Icons that point somewhere, so they turn round in right-to-left languages. */
const MIRROR_IN_RTL: ReadonlySet<MenuIcon> = new Set(['Send', 'LogOut']);

export interface MenuEntryViewProps {
  entry: VisibleEntry<AccountMenuItem>;
  /** What a dialog or action entry does (the account menu runs them). */
  onActivate?: (item: AccountMenuItem) => void;
}

/**
 * One menu entry as the engine decided it: a link (shown), a button that opens the verification-required modal
 * (blocked), or a focusable, inert button with the "feature is disabled" tooltip (disabled). Titles longer than
 * 25 characters are cut with an ellipsis and shown whole in a tooltip.
 */
export function MenuEntryView({ entry, onActivate }: MenuEntryViewProps) {
  const { t } = useTranslation('menu');
  const requestVerification = useRequestVerification();
  const { item } = entry;
  const title = t(entry.title);
  const Icon = MENU_ICON_COMPONENTS[item.icon];
  const long = needsTooltip(title);

  const body = (
    <>
      <Icon
        aria-hidden
        className={cn('size-4 shrink-0', MIRROR_IN_RTL.has(item.icon) && 'rtl:-scale-x-100')}
      />
      <span className="min-w-0 flex-1 truncate">{title}</span>
      {entry.state === 'blocked' ? <Lock aria-hidden className="size-3.5 shrink-0 opacity-70" /> : null}
    </>
  );

  if (entry.state !== 'shown') {
    // Disabled: inert, but focusable so keyboard users get the reason. Blocked: opens the verification modal.
    const disabled = entry.state === 'disabled';
    const reason = t(
      !disabled
        ? 'sidebar.blocked'
        : entry.reason === 'sandbox'
          ? 'sidebar.sandboxDisabled'
          : 'sidebar.featureDisabled',
    );
    return (
      <Tooltip describes content={long ? `${title} — ${reason}` : reason}>
        {(describedBy) => (
          <button
            type="button"
            aria-describedby={describedBy}
            aria-disabled={disabled ? true : undefined}
            aria-haspopup={disabled ? undefined : 'dialog'}
            className={cn(
              entryClass,
              disabled && 'cursor-not-allowed text-muted-foreground opacity-70 hover:bg-transparent',
            )}
            onClick={disabled ? undefined : requestVerification}
          >
            {body}
          </button>
        )}
      </Tooltip>
    );
  }

  const withTitleTip = (node: ReactNode) => (long ? <Tooltip content={title}>{() => node}</Tooltip> : node);

  if ('route' in item) {
    const to = routeHref(item.route, item.params);
    if (to === undefined) return null;
    return withTitleTip(
      <NavLink to={to} end className={({ isActive }) => cn(entryClass, isActive && activeClass)}>
        {body}
      </NavLink>,
    );
  }

  return withTitleTip(
    <button
      type="button"
      aria-haspopup={'dialog' in item ? 'dialog' : undefined}
      className={entryClass}
      onClick={() => onActivate?.(item)}
    >
      {body}
    </button>,
  );
}
