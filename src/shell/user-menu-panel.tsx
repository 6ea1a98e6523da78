import type { ReactNode } from 'react';

/**
 * The panel a user menu opens under its trigger (account menu, widget profile menu): who is signed in (the
 * e-mail reads left to right in Arabic, aligned with the name), then the menu's entries. A click on a link inside closes it, even a link
 * to the page already shown (no path change would).
 */
export function UserMenuPanel({
  id,
  user,
  onLinkClick,
  children,
}: {
  id: string;
  user: { name: string; email: string };
  onLinkClick: () => void;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      className="absolute end-0 top-full z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-card p-2 text-card-foreground shadow-lg"
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) onLinkClick();
      }}
    >
      <div className="border-b border-border px-3 pt-1 pb-3">
        <p className="truncate font-medium">{user.name}</p>
        <p className="truncate text-xs text-muted-foreground">
          <bdi dir="ltr">{user.email}</bdi>
        </p>
      </div>
      {children}
    </div>
  );
}
