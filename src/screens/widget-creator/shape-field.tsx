import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { RADIUS, SHAPES, type Shape } from './widget-draft';

/** Sharp, rounded or pill corners (spec B §2), each drawn as it will look. */
export function ShapeField({ value, onChange }: { value: Shape; onChange: (shape: Shape) => void }) {
  const { t } = useTranslation('widgetCreator');
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium">{t('appearance.shape')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {SHAPES.map((shape) => (
          <label
            key={shape}
            className={cn(
              'flex cursor-pointer flex-col items-center gap-2 rounded-md border border-border p-2 text-sm',
              'has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            )}
          >
            <input
              type="radio"
              name="widget-shape"
              value={shape}
              checked={value === shape}
              onChange={() => onChange(shape)}
              className="sr-only"
            />
            <span
              aria-hidden
              className="h-6 w-full max-w-20 bg-primary"
              style={{ borderRadius: RADIUS[shape].control }}
            />
            {t(`shapes.${shape}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
