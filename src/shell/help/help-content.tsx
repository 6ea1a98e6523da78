import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { MessageCircleQuestion } from 'lucide-react';
import { faqsQuery } from '@/api/queries/faqs';
import { inPreviewAtom } from '@/session/store';
import { Spinner } from '@/ui/spinner';
import { FaqList } from './faq-list';

/** The FAQs for a help code in the current language (preview adds unpublished ones); empty when the read fails. */
export function HelpContent({ code }: { code: string }) {
  const { t, i18n } = useTranslation('shell');
  const preview = useAtomValue(inPreviewAtom);
  const faqs = useQuery(faqsQuery({ code, language: i18n.language, preview }));
  if (faqs.isPending) return <Spinner label={t('help.loading')} />;
  if (!faqs.data?.length)
    return (
      <div className="grid place-items-center gap-2 py-8 text-center text-sm text-muted-foreground">
        <MessageCircleQuestion aria-hidden className="size-8" />
        <p>{t('help.empty')}</p>
      </div>
    );
  return <FaqList faqs={faqs.data} />;
}
