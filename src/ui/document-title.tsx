import { useLayoutEffect } from 'react';

/**
 * Sets the page's title (the tab, history and what a screen reader announces on navigation) while the screen
 * that draws it is on the page. React 19 would hoist a `<title>` element to `<head>`; the app runs on
 * preact/compat, which draws it where it stands, so screens set the title through this instead.
 *
 * @example <DocumentTitle title={t('transactions.title')} />
 */
export function DocumentTitle({ title }: { title: string | undefined }) {
  useLayoutEffect(() => {
    if (!title) return undefined;
    const before = document.title;
    document.title = title;
    return () => {
      // Another screen may have set its own title since; only ours is taken back.
      if (document.title === title) document.title = before;
    };
  }, [title]);
  return null;
}
