import { useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDismiss } from '@/ui/use-dismiss';

/**
 * Open state of a header menu panel: Escape, a click outside or leaving it with Tab closes it, and so does a
 * page change (a link in the panel, the browser's back button).
 */
export function useMenuPanel() {
  const { pathname } = useLocation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  useDismiss(open, container, trigger, close);
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  return { open, close, toggle, panelId, container, trigger };
}
