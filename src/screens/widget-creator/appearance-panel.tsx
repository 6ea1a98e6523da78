import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/card';
import { Input } from '@/ui/input';
import { BackgroundField } from './background-field';
import { ColorField } from './color-field';
import { describedBy, FieldShell } from '@/ui/field-shell';
import { ShapeField } from './shape-field';
import { TagsField } from './tags-field';
import type { WidgetDraft } from './widget-draft';

interface PanelProps {
  draft: WidgetDraft;
  errors: Record<string, string>;
  change: (patch: Partial<WidgetDraft>, group?: string) => void;
}

/** Name and tags of the version (the list shows them). */
export function DetailsPanel({ draft, errors, change }: PanelProps) {
  const { t } = useTranslation('widgetCreator');
  const id = useId();
  return (
    <Card className="space-y-4 p-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('details.title')}
      </h2>
      <FieldShell id={`${id}-name`} label={t('details.name')} error={errors.name}>
        <Input
          {...describedBy(`${id}-name`, errors.name)}
          value={draft.name}
          maxLength={150}
          onChange={(event) => change({ name: event.target.value }, 'name')}
        />
      </FieldShell>
      <TagsField tags={draft.tags} error={errors.tags} onChange={(tags) => change({ tags })} />
    </Card>
  );
}

/** Shape, colours and background (spec B §2 appearance). */
export function AppearancePanel({ draft, errors, change }: PanelProps) {
  const { t } = useTranslation('widgetCreator');
  const id = useId();
  return (
    <Card className="@container space-y-4 p-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('appearance.title')}
      </h2>
      <ShapeField value={draft.shape} onChange={(shape) => change({ shape })} />
      <div className="grid gap-4 @sm:grid-cols-2">
        <ColorField
          label={t('appearance.brandColor')}
          value={draft.brand_color}
          error={errors['settings.brand_color']}
          onChange={(brand_color) => change({ brand_color }, 'brand_color')}
        />
        <ColorField
          label={t('appearance.secondaryColor')}
          value={draft.secondary_color}
          error={errors['settings.secondary_color']}
          onChange={(secondary_color) => change({ secondary_color }, 'secondary_color')}
        />
      </div>
      <BackgroundField
        background={draft.background}
        image={draft.background_image}
        error={errors['settings.background_image'] ?? errors['settings.background']}
        onChange={(patch) => change(patch)}
      />
    </Card>
  );
}
