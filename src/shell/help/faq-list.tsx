import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { Faq } from '@/api/queries/faqs';
import { cn } from '@/lib/cn';
import { useSanitizedHtml } from './use-sanitized-html';

/** Formatting of the server's FAQ HTML (paragraphs, lists, links, emphasis), in logical properties. */
const CONTENT =
  'space-y-2 text-sm leading-relaxed text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-5 [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:ps-5';

function FaqItem({ faq }: { faq: Faq }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const html = useSanitizedHtml(faq.content, open);
  return (
    <li className="border-b border-border last:border-b-0">
      <h3>
        <button
          type="button"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          className="flex w-full items-start justify-between gap-3 py-3 text-start text-sm font-medium hover:text-primary"
          onClick={() => setOpen((value) => !value)}
        >
          <span>{faq.subject}</span>
          <ChevronDown
            aria-hidden
            className={cn('mt-0.5 size-4 shrink-0 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div
        id={`${id}-a`}
        role="region"
        aria-labelledby={`${id}-q`}
        hidden={!open}
        className={cn(CONTENT, 'pb-4')}
        dangerouslySetInnerHTML={{ __html: html ?? '' }}
      />
    </li>
  );
}

/** The FAQs of a help page as an accordion: each question opens its (sanitized) answer. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <ul>
      {faqs.map((faq) => (
        <FaqItem key={faq.id} faq={faq} />
      ))}
    </ul>
  );
}
