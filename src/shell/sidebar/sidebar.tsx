import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { progressShown, type VisibleArea } from '@/access/menu-tree';
import { useSubject } from '@/session/use-subject';
import { ApplicationProgress } from './application-progress';
import { AccountSection } from './account-section';
import { entryClass } from './menu-entry-view';
import { MENU_ICON_COMPONENTS } from './menu-icons';
import { SidebarGroup } from './sidebar-group';
import { useMenuSettled, useSidebarModel } from './use-menu-models';

/**
 * The sidebar, drawn from menu.config.ts by the menu engine (spec A §2): merchants get business home, the
 * application progress, the top group, the account list, the areas (3 items, then More) and the bottom group;
 * personal users their own menu. More swaps the sidebar for the whole area with a back-to-home link.
 */
export function Sidebar() {
  const { t } = useTranslation('menu');
  const model = useSidebarModel();
  const subject = useSubject();
  const settled = useMenuSettled();
  const [openAreaId, setOpenAreaId] = useState<string | null>(null);
  const moreButtons = useRef(new Map<string, HTMLButtonElement>());
  const backButton = useRef<HTMLButtonElement>(null);
  // Where focus goes after the view changes: the back link of an opened area, or the More that opened it.
  const focusAfter = useRef<'back' | string | null>(null);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'back') backButton.current?.focus();
    else if (target) moreButtons.current.get(target)?.focus();
  }, [openAreaId]);

  const openArea =
    model.kind === 'merchant' ? model.areas.find((area) => area.area.id === openAreaId) : undefined;
  const showArea = (id: string) => {
    focusAfter.current = 'back';
    setOpenAreaId(id);
  };
  const backHome = () => {
    focusAfter.current = openAreaId;
    setOpenAreaId(null);
  };

  return (
    <nav
      aria-label={t('sidebar.label')}
      aria-busy={!settled || undefined}
      className="flex min-h-full flex-col gap-4 p-3"
    >
      {openArea ? (
        <AreaView area={openArea} backRef={backButton} onBack={backHome} />
      ) : model.kind === 'merchant' ? (
        <>
          <SidebarGroup entries={model.home ? [model.home] : []} />
          {progressShown(subject) ? <ApplicationProgress /> : null}
          <SidebarGroup entries={model.top} />
          <AccountSection />
          {model.areas.map((area) => (
            <AreaPreview
              key={area.area.id}
              area={area}
              moreRef={(node) => {
                if (node) moreButtons.current.set(area.area.id, node);
                else moreButtons.current.delete(area.area.id);
              }}
              onMore={() => showArea(area.area.id)}
            />
          ))}
          <SidebarGroup entries={model.bottom} className="mt-auto border-t border-border pt-3" />
        </>
      ) : (
        <>
          <SidebarGroup entries={model.top} />
          <AccountSection />
          <SidebarGroup entries={model.items} />
          <SidebarGroup entries={model.bottom} className="mt-auto border-t border-border pt-3" />
        </>
      )}
    </nav>
  );
}

function AreaHeading({ area }: { area: VisibleArea<string> }) {
  const { t } = useTranslation('menu');
  const Icon = MENU_ICON_COMPONENTS[area.area.icon];
  return (
    <>
      <Icon aria-hidden className="size-3.5" />
      {t(area.area.title)}
    </>
  );
}

function AreaPreview({
  area,
  moreRef,
  onMore,
}: {
  area: VisibleArea<string>;
  moreRef: (node: HTMLButtonElement | null) => void;
  onMore: () => void;
}) {
  const { t } = useTranslation('menu');
  return (
    <SidebarGroup entries={area.preview} heading={<AreaHeading area={area} />}>
      {area.more ? (
        <li>
          <button
            ref={moreRef}
            type="button"
            aria-label={t('sidebar.moreIn', { area: t(area.area.title) })}
            className={`${entryClass} text-muted-foreground`}
            onClick={onMore}
          >
            <span className="flex-1">{t('sidebar.more')}</span>
            <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </button>
        </li>
      ) : null}
    </SidebarGroup>
  );
}

/** The whole area (More): a back-to-home link, the area's title and every item the user can see. */
function AreaView({
  area,
  backRef,
  onBack,
}: {
  area: VisibleArea<string>;
  backRef: Ref<HTMLButtonElement>;
  onBack: () => void;
}) {
  const { t } = useTranslation('menu');
  return (
    <div
      className="flex flex-col gap-3"
      onKeyDown={(event) => {
        // Escape steps back out of the area, as it closes a menu.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onBack();
      }}
    >
      <button ref={backRef} type="button" className={`${entryClass} font-medium`} onClick={onBack}>
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        <span>{t('sidebar.backHome')}</span>
      </button>
      <SidebarGroup entries={area.items} heading={<AreaHeading area={area} />} />
    </div>
  );
}
