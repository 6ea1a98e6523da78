import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { describedBy, FieldError } from '@/ui/field-shell';
import { tagProblem } from './widget-draft';

/** Tags as removable chips and a box to add one (Enter or the Add button). */
export function TagsField({
  tags,
  error,
  onChange,
}: {
  tags: string[];
  error?: string | undefined;
  onChange: (tags: string[]) => void;
}) {
  const { t } = useTranslation('widgetCreator');
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const message = problem ? t(problem) : error;

  const add = () => {
    const refused = tagProblem(text, tags);
    setProblem(refused);
    if (refused) return;
    onChange([...tags, text.trim()]);
    setText('');
  };

  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{t('details.tags')}</Label>
      {tags.length > 0 && (
        <ul aria-label={t('details.tagList')} className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 ps-2.5 pe-1 text-xs"
            >
              {tag}
              <button
                type="button"
                className="grid size-5 place-items-center rounded-full hover:bg-accent"
                aria-label={t('details.removeTag', { tag })}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          {...describedBy(id, message)}
          value={text}
          placeholder={t('details.tagPlaceholder')}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          {t('details.addTag')}
        </Button>
      </div>
      <FieldError id={id} error={message} />
    </div>
  );
}
