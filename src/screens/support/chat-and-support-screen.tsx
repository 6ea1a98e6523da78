import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorText } from '@/api/error-notice';
import { useSessionValues } from '@/forms/session-values';
import { ConfigPage } from '@/renderers/config-page';
import { BlockLoading, PageFailed } from '@/renderers/page-state';
import { LazyTableBlock } from '@/renderers/table/lazy-table-block';
import { Card } from '@/ui/card';
import { RequestForm } from './request-form';
import { topicTreeQuery, type TopicLevel } from './topic-calls';
import { TopicPicker } from './topic-picker';
import { pickerView } from './topic-tree';

/**
 * Chat and support (spec A §2, §6): start a conversation by choosing a topic in the account's support tree
 * (the merchant tree for business users, the regular one for others), describing the problem and attaching
 * files; below, every conversation with its status, each opening to its messages and a reply.
 */
export default function ChatAndSupportScreen() {
  const { t } = useTranslation(['support', 'errors']);
  const [query, setQuery] = useSearchParams();
  const level = useSessionValues().supportTopicLevel as TopicLevel;
  const tree = useQuery(topicTreeQuery(level));
  const topic = query.get('topic');
  const chosen = tree.data ? pickerView(tree.data, [], topic).chosen.length > 0 : false;
  // Once shown, the form stays while the person picks another topic, so what was typed is not lost.
  const [started, setStarted] = useState(false);
  // A sent conversation starts the next one from the top of the tree.
  const [round, setRound] = useState(0);
  if (chosen && !started) setStarted(true);

  const update = (change: (next: URLSearchParams) => void) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );

  return (
    <ConfigPage
      routeName="chat-and-support"
      kind="screen"
      name="support"
      title="support:title"
      description="support:description"
      className="max-w-5xl space-y-6"
    >
      <Card className="space-y-4 p-4 sm:p-6" aria-labelledby="support-new">
        <header className="space-y-1">
          <h2 id="support-new" className="text-lg font-semibold">
            {t('new.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('new.description')}</p>
        </header>
        <h3 className="text-sm font-medium">{t('new.stepTopic')}</h3>
        {tree.error ? (
          <PageFailed message={apiErrorText(tree.error, t)} onRetry={() => void tree.refetch()} />
        ) : !tree.data ? (
          <BlockLoading />
        ) : (
          <TopicPicker
            key={round}
            roots={tree.data}
            chosen={topic}
            onChoose={(id) => update((next) => (id ? next.set('topic', id) : next.delete('topic')))}
          />
        )}
        {(chosen || started) && (
          <div hidden={!chosen} className="space-y-4">
            <h3 className="text-sm font-medium">{t('new.stepMessage')}</h3>
            <RequestForm
              onSent={(id) => {
                setStarted(false);
                setRound((n) => n + 1);
                update((next) => {
                  next.delete('topic');
                  next.set('open', id);
                });
              }}
            />
          </div>
        )}
      </Card>
      <section aria-labelledby="support-list" className="space-y-3">
        <h2 id="support-list" className="text-lg font-semibold">
          {t('list.heading')}
        </h2>
        {/* The conversations list; a row opens the conversation beside it (`?open=ID`, kept across a reload). */}
        <LazyTableBlock name="support-tickets" />
      </section>
    </ConfigPage>
  );
}
