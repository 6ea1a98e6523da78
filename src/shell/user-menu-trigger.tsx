import type { Ref } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Up to two initials of a name, for the avatar: 'Amelia Hart' → 'AH'. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase())
    .join('');

/**
 * The button that opens a user's menu (account menu, widget profile menu): avatar with initials, the name from
 * small screens up, a chevron that turns while the panel is open.
 */
export function UserMenuTrigger({
  ref,
  name,
  label,
  open,
  panelId,
  onToggle,
}: {
  ref: Ref<HTMLButtonElement>;
  name: string;
  label: string;
  open: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  return (
    <button
      // Analytics names the click by this, not by the label, which carries the person's name.
      data-track="account-menu"
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      className="flex items-center gap-2 rounded-full p-1 pe-2 text-sm hover:bg-accent"
      onClick={onToggle}
    >
      <span
        aria-hidden
        className="grid size-8 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
      >
        {initials(name)}
      </span>
      {/* The name comes from this text, not an aria-label: an aria-label the visible initials are not part of
          breaks "label in name" (WCAG 2.5.3; axe 4.14's label-content-name-mismatch). */}
      <span className="sr-only">{label}</span>
      <span aria-hidden className="hidden max-w-40 truncate sm:inline">
        {name}
      </span>
      <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
    </button>
  );
}
