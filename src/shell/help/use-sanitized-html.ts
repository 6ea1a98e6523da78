import { useEffect, useMemo, useState } from 'react';
import type * as SanitizeModule from './sanitize-html';

type Sanitizer = typeof SanitizeModule;

let loaded: Sanitizer | undefined;

/**
 * Server HTML made safe, once it is `wanted` (an FAQ answer opened): the sanitizer (DOMPurify, 11 KB) loads
 * with the first answer opened, not with every signed-in page that shows the help panel. Undefined until then.
 */
export function useSanitizedHtml(html: string, wanted: boolean): string | undefined {
  const [sanitizer, setSanitizer] = useState(loaded);
  useEffect(() => {
    if (!wanted || sanitizer) return;
    let live = true;
    void import('./sanitize-html').then((module) => {
      loaded = module;
      if (live) setSanitizer(module);
    });
    return () => {
      live = false;
    };
  }, [wanted, sanitizer]);
  return useMemo(
    () => (wanted && sanitizer ? sanitizer.sanitizeHtml(html) : undefined),
    [wanted, sanitizer, html],
  );
}
