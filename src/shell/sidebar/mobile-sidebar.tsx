import { useEffect, useId } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import { DESKTOP_MIN_WIDTH } from '@/config/limits';
import { useMinWidth } from '@/lib/use-min-width';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { PanelHeader } from '@/ui/panel-header';
import { Sidebar } from './sidebar';

/** The phone-width menu button; the sidebar opens behind it as a drawer from the start edge. */
export function MobileMenuButton({
  open,
  drawerId,
  onOpen,
}: {
  open: boolean;
  drawerId: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation('menu');
  return (
    <Button
      variant="ghost"
      size="icon"
      className="min-[900px]:hidden"
      aria-label={t('sidebar.open')}
      aria-expanded={open}
      aria-controls={drawerId}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      <Menu aria-hidden className="size-5" />
    </Button>
  );
}

/** The sidebar in a modal drawer (below 900 px, spec A §9): Escape or the close button closes it, as does a page change. */
export function MobileSidebar({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const titleId = useId();
  useEffect(() => {
    onClose();
    // Only a page change closes it, not a new onClose function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  // Widening the window to desktop shows the sidebar in place; a hidden modal would leave the page inert.
  const desktop = useMinWidth(DESKTOP_MIN_WIDTH);
  useEffect(() => {
    if (desktop) onClose();
  }, [desktop, onClose]);

  return (
    <Dialog
      id={id}
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      className="ms-0 me-auto my-0 h-dvh max-h-none w-80 max-w-[85vw] rounded-none border-0 border-e p-0 min-[900px]:hidden"
    >
      <div className="flex h-full flex-col">
        <PanelHeader
          className="px-3"
          titleId={titleId}
          title={t('sidebar.label')}
          closeLabel={t('sidebar.close')}
          onClose={onClose}
        />
        <div className="flex-1 overflow-y-auto">
          <Sidebar />
        </div>
      </div>
    </Dialog>
  );
}
