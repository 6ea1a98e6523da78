import { useTranslation } from 'react-i18next';
import { ConfigPage } from '@/renderers/config-page';
import {
  CountdownSection,
  FilterSection,
  InlineEditSection,
  PagerSection,
  WizardSection,
} from './part-sections';
import { UploaderStates } from './uploader-states';
import { WidgetPiece } from './widget-sections';

/** The pieces in the order of spec A §2 "Shared interface pieces"; the ids are the sections' anchors. */
const PIECES = [
  'uploader',
  'otp',
  'filter',
  'address',
  'wizard',
  'richText',
  'inlineEdit',
  'countdown',
  'pagination',
  'date',
  'money',
  'select',
] as const;
type Piece = (typeof PIECES)[number];

/** The title of each piece, for the contents list (literal keys, so the config check sees them). */
const TITLES: Record<Piece, string> = {
  uploader: 'sections.uploader.title',
  otp: 'sections.otp.title',
  filter: 'sections.filter.title',
  address: 'sections.address.title',
  wizard: 'sections.wizard.title',
  richText: 'sections.richText.title',
  inlineEdit: 'sections.inlineEdit.title',
  countdown: 'sections.countdown.title',
  pagination: 'sections.pagination.title',
  date: 'sections.date.title',
  money: 'sections.money.title',
  select: 'sections.select.title',
};

function PieceSection({ piece }: { piece: Piece }) {
  switch (piece) {
    case 'uploader':
      return <UploaderStates />;
    case 'filter':
      return <FilterSection />;
    case 'wizard':
      return <WizardSection />;
    case 'inlineEdit':
      return <InlineEditSection />;
    case 'countdown':
      return <CountdownSection />;
    case 'pagination':
      return <PagerSection />;
    default:
      return <WidgetPiece id={piece} />;
  }
}

/**
 * /ui-kit (spec B §2): a living catalogue of the shared pieces of spec A §2 for product staff. Each is drawn by
 * the component the pages use (imported, never copied), with what a config file writes to get it; the samples
 * send nothing.
 */
export default function UiKitScreen() {
  // The page title is the route's (routes:titles.ui-kit), as the tab and the menus name it.
  const { t } = useTranslation(['uiKit', 'routes']);
  return (
    <ConfigPage
      routeName="ui-kit"
      kind="screen"
      name="ui-kit"
      title="routes:titles.ui-kit"
      description="uiKit:description"
      className="max-w-4xl"
    >
      <p className="text-sm text-muted-foreground">{t('sampleNote')}</p>
      <nav aria-label={t('contents')} className="rounded-lg border border-border p-4">
        <h2 className="mb-2 text-sm font-semibold">{t('contents')}</h2>
        <ul className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {PIECES.map((piece) => (
            <li key={piece}>
              <a className="text-primary underline-offset-4 hover:underline" href={`#ui-kit-${piece}`}>
                {t(TITLES[piece])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {PIECES.map((piece) => (
        <PieceSection key={piece} piece={piece} />
      ))}
    </ConfigPage>
  );
}
