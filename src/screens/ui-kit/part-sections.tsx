import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableFile, TableFilter } from '@/config/table-file';
import type { WizardStep } from '@/config/wizard-file';
import { InlineEdit } from '@/forms/inline-edit';
import { ResendCountdown } from '@/forms/otp/resend-countdown';
import { FilterPanel } from '@/renderers/table/filter-panel';
import { Pager } from '@/renderers/table/pager';
import { StepNav } from '@/renderers/wizard/step-nav';
import type { TableView } from '@/tables/table-view';
import { KitSection } from './kit-section';
import { setting } from './snippet';

const FILTERS: TableFilter[] = [
  {
    id: 'status',
    label: 'uiKit:samples.status',
    type: 'select',
    param: 'filter.status',
    options: [
      { value: 'paid', label: 'uiKit:samples.statusPaid' },
      { value: 'pending', label: 'uiKit:samples.statusPending' },
      { value: 'failed', label: 'uiKit:samples.statusFailed' },
    ],
  },
  { id: 'created', label: 'uiKit:samples.created', type: 'dateRange', from: 'date_from', to: 'date_to' },
];
/** A table file with only the parts the filter dropdown reads. */
const FILTER_TABLE: TableFile = {
  title: 'uiKit:sections.filter.title',
  source: { operation: 'GET /api/v2/transactions' },
  columns: [],
  filters: FILTERS,
};

/** The filter dropdown of every list (src/renderers/table/filter-panel.tsx), from a table file's `filters`. */
export function FilterSection() {
  const { t } = useTranslation('uiKit');
  const [view, setView] = useState<TableView>({ page: 1, search: '', filters: {} });
  const chosen = Object.entries(view.filters);
  return (
    <KitSection
      id="filter"
      title={t('sections.filter.title')}
      description={t('sections.filter.description')}
      snippet={setting('filters', FILTERS)}
    >
      <FilterPanel file={FILTER_TABLE} view={view} onChange={setView} />
      <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
        {chosen.length
          ? t('samples.filtersSet', { filters: chosen.map(([key, value]) => `${key}=${value}`).join(', ') })
          : t('samples.noFilters')}
      </p>
    </KitSection>
  );
}

const STEPS: WizardStep[] = [
  { id: 'details', label: 'uiKit:samples.stepDetails' },
  { id: 'documents', label: 'uiKit:samples.stepDocuments', requires: ['details'] },
  { id: 'review', label: 'uiKit:samples.stepReview', requires: ['documents'] },
];

/**
 * The wizard's step list (src/renderers/wizard/step-nav.tsx): a finished step is ticked, one that needs
 * another first is shut and says which. Here "finishing" a step is a click on the button below.
 */
export function WizardSection() {
  const { t } = useTranslation('uiKit');
  const [current, setCurrent] = useState(0);
  const [done, setDone] = useState(0);
  const entries = STEPS.map((step, index) => ({
    step,
    complete: index < done,
    blockers: index > done ? STEPS.slice(done, index) : [],
  }));
  return (
    <KitSection
      id="wizard"
      title={t('sections.wizard.title')}
      description={t('sections.wizard.description')}
      snippet={setting('steps', STEPS)}
    >
      <div className="space-y-3">
        <StepNav entries={entries} current={current} onOpen={setCurrent} layout="steps" />
        <button
          type="button"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline disabled:text-muted-foreground disabled:no-underline"
          disabled={current !== done || done >= STEPS.length}
          onClick={() => {
            setDone(done + 1);
            setCurrent(Math.min(done + 1, STEPS.length - 1));
          }}
        >
          {t('samples.finishStep')}
        </button>
      </div>
    </KitSection>
  );
}

/**
 * The inline editor (src/forms/inline-edit.tsx): a screen draws it. Saving here keeps the text on the page; a
 * blank name is refused, as a server would.
 */
export function InlineEditSection() {
  const { t } = useTranslation('uiKit');
  const [name, setName] = useState(() => t('samples.businessName'));
  return (
    <KitSection
      id="inlineEdit"
      where="screen"
      title={t('sections.inlineEdit.title')}
      description={t('sections.inlineEdit.description')}
      snippet={`<InlineEdit label={t('…')} value={name} onSave={(text) => saveName(text)} />`}
    >
      <InlineEdit
        label={t('samples.businessNameLabel')}
        value={name}
        onSave={async (text) => {
          // The sample's one rule, so the failed state shows: a blank name is refused and the editor stays open.
          if (!text.trim()) throw new Error(t('samples.nameRequired'));
          setName(text);
        }}
      />
    </KitSection>
  );
}

/** The countdown of every one-time code (src/forms/otp/resend-countdown.tsx), 30 seconds here. */
export function CountdownSection() {
  const { t } = useTranslation('uiKit');
  const [sent, setSent] = useState(0);
  return (
    <KitSection
      id="countdown"
      where="screen"
      title={t('sections.countdown.title')}
      description={t('sections.countdown.description')}
      snippet="<ResendCountdown seconds={30} onResend={sendNewCode} />"
    >
      <div className="space-y-2">
        <ResendCountdown seconds={30} onResend={() => setSent((count) => count + 1)} />
        {sent > 0 ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('samples.resent', { count: sent })}
          </p>
        ) : null}
      </div>
    </KitSection>
  );
}

/** The pager of every paged list (src/renderers/table/pager.tsx), from the answer's `current_page`, `last_page`. */
export function PagerSection() {
  const { t } = useTranslation('uiKit');
  const [page, setPage] = useState(4);
  return (
    <KitSection
      id="pagination"
      title={t('sections.pagination.title')}
      description={t('sections.pagination.description')}
      snippet={`"source": { "operation": "GET /api/v2/transactions", "paging": "server" },\n"perPage": 25`}
    >
      <Pager current={page} last={12} total={289} onPage={setPage} />
    </KitSection>
  );
}
