import { Suspense, useEffect, useId } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HELP_PANEL_DEBOUNCE_MS } from '@/config/limits';
import { PanelHeader } from '@/ui/panel-header';
import { Dialog } from '@/ui/dialog';
import { HelpContent } from './help-content';
import type { HelpEvent } from './help-state';
import { HELP_PANEL_ID, useHelpCode, useHelpDispatch, useHelpState, viewportWidth } from './help-store';

/** Resizes and page changes reach the panel once they settle (spec A §9: 300 ms). */
function useSettledLayout(dispatch: (event: HelpEvent) => void, pathname: string) {
  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(
        () => dispatch({ type: 'resize', width: viewportWidth() }),
        HELP_PANEL_DEBOUNCE_MS,
      );
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, [dispatch]);
  useEffect(() => {
    const timer = window.setTimeout(
      () => dispatch({ type: 'route', width: viewportWidth() }),
      HELP_PANEL_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [pathname, dispatch]);
}

function PanelBody({ code, titleId, onClose }: { code: string; titleId: string; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <PanelHeader
        className="sticky top-0 px-4"
        titleId={titleId}
        title={t('help.title')}
        closeLabel={t('help.close')}
        onClose={onClose}
      />
      <div className="px-4 py-2">
        <p className="pt-2 pb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {t('help.faqs')}
        </p>
        <HelpContent code={code} />
      </div>
    </>
  );
}

/**
 * The help panel (spec A §2): FAQs for the page's help code, beside the page at 992 px and wider (the end
 * side, so the left in Arabic), an overlay from the header toggle when narrower. Pages without a help code
 * show no panel.
 */
export function HelpPanel() {
  const code = useHelpCode();
  const state = useHelpState();
  const dispatch = useHelpDispatch();
  const { pathname } = useLocation();
  const titleId = useId();
  useSettledLayout(dispatch, pathname);
  if (!code) return null;
  const close = () => dispatch({ type: 'close' });

  if (state.wide)
    return state.open ? (
      <aside
        id={HELP_PANEL_ID}
        aria-labelledby={titleId}
        className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-80 shrink-0 overflow-y-auto border-s border-border bg-card min-[992px]:block"
      >
        <Suspense fallback={null}>
          <PanelBody code={code} titleId={titleId} onClose={close} />
        </Suspense>
      </aside>
    ) : null;

  return (
    <Dialog
      id={HELP_PANEL_ID}
      open={state.open}
      onClose={close}
      aria-labelledby={titleId}
      className="my-0 ms-auto me-0 h-dvh max-h-none w-96 max-w-[90vw] overflow-y-auto rounded-none border-0 border-s p-0"
    >
      <Suspense fallback={null}>
        <PanelBody code={code} titleId={titleId} onClose={close} />
      </Suspense>
    </Dialog>
  );
}
