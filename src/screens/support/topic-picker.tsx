import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, ChevronRight } from 'lucide-react';
import { Button } from '@/ui/button';
import { isLeaf, pickerView, type TopicNode } from './topic-tree';

/**
 * The support topic tree, one level at a time: a branch opens its topics, a topic with none below it is the
 * choice. The path walked so far is a row of links back up; "All topics" goes back to the top.
 */
export function TopicPicker({
  roots,
  chosen,
  onChoose,
}: {
  roots: readonly TopicNode[];
  chosen: string | null;
  onChoose: (id: string | null) => void;
}) {
  const { t } = useTranslation('support');
  const [open, setOpen] = useState<string[]>([]);
  const view = pickerView(roots, open, chosen);

  if (view.chosen.length > 0)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-muted/40 p-3">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{t('picker.chosen')}</p>
          <p className="break-words font-medium" data-testid="support-topic">
            {view.chosen.map((node) => node.name).join(' › ')}
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            // Back to the branch the topic is in, so a neighbouring topic is one click away.
            setOpen(view.chosen.slice(0, -1).map((node) => node.id));
            onChoose(null);
          }}
        >
          {t('picker.change')}
        </Button>
      </div>
    );

  return (
    <nav aria-label={t('picker.label')} className="space-y-3">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          {view.trail.length ? (
            <button type="button" className="text-primary hover:underline" onClick={() => setOpen([])}>
              {t('picker.allTopics')}
            </button>
          ) : (
            <span aria-current="location" className="font-medium">
              {t('picker.allTopics')}
            </span>
          )}
        </li>
        {view.trail.map((node, index) => (
          <li key={node.id} className="flex items-center gap-1">
            <ChevronRight aria-hidden className="size-4 text-muted-foreground rtl:rotate-180" />
            {index < view.trail.length - 1 ? (
              <button
                type="button"
                className="text-primary hover:underline"
                onClick={() => setOpen(open.slice(0, index + 1))}
              >
                {node.name}
              </button>
            ) : (
              <span aria-current="location" className="font-medium">
                {node.name}
              </span>
            )}
          </li>
        ))}
      </ol>
      <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border">
        {view.choices.map((node) => {
          const leaf = isLeaf(node);
          return (
            <li key={node.id}>
              <button
                type="button"
                className="flex w-full items-center justify-between gap-3 px-4 py-3 text-start hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                aria-label={
                  leaf ? t('picker.choose', { topic: node.name }) : t('picker.open', { topic: node.name })
                }
                onClick={() =>
                  leaf ? onChoose(node.id) : setOpen([...view.trail.map((n) => n.id), node.id])
                }
              >
                <span className="min-w-0 break-words">{node.name}</span>
                {leaf ? (
                  <Check aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                ) : (
                  <ChevronRight
                    aria-hidden
                    className="size-4 shrink-0 text-muted-foreground rtl:rotate-180"
                  />
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
