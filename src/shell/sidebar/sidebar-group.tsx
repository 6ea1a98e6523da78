import { useId, type ReactNode } from 'react';
import type { VisibleEntry } from '@/access/menu-tree';
import type { RouteItem } from '@/config/menu';
import { MenuEntryView } from './menu-entry-view';

/** A list of menu entries, optionally under a small heading (an area's title). */
export function SidebarGroup({
  entries,
  heading,
  children,
  className,
}: {
  entries: readonly VisibleEntry<RouteItem>[];
  heading?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  if (entries.length === 0 && !children) return null;
  const list = (
    <ul className="space-y-0.5">
      {entries.map((entry) => (
        <li key={entry.item.id}>
          <MenuEntryView entry={entry} />
        </li>
      ))}
      {children}
    </ul>
  );
  if (heading === undefined) return <div className={className}>{list}</div>;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2
        id={headingId}
        className="flex items-center gap-2 px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
      >
        {heading}
      </h2>
      {list}
    </section>
  );
}
