import { useEffect, type RefObject } from 'react';
import { useLatest } from '@/lib/use-latest';

/**
 * Holds back the surrounding form's submit while `invalid()` says the address is wrong, and tells the field to
 * show all its errors. The address rules come from the server per country, so the form's precompiled schema
 * cannot know them; this listener runs on the form element itself, before React's handler at the root, so a
 * refused submit never reaches the form's submit call. `onAttempt` runs on every submit, valid or not.
 */
export function useSubmitGuard(
  within: RefObject<HTMLElement | null>,
  invalid: () => boolean,
  onAttempt: (blocked: boolean) => void,
) {
  const latest = useLatest({ invalid, onAttempt });
  useEffect(() => {
    const form = within.current?.closest('form');
    if (!form) return;
    const guard = (event: Event) => {
      const blocked = latest.current.invalid();
      if (blocked) {
        event.preventDefault();
        event.stopPropagation();
      }
      latest.current.onAttempt(blocked);
    };
    form.addEventListener('submit', guard, { capture: true });
    return () => form.removeEventListener('submit', guard, { capture: true });
  }, [latest, within]);
}
