import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Webhook } from 'lucide-react';
import { FormDialog } from '@/renderers/form-dialog';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';

/**
 * Where payment notifications go. The address is edited with the form file `integration-pingback` in a
 * dialog; the server drops its query string and anchor (spec A §5), and the page shows it as saved.
 */
export function PingbackCard({ url, mayEdit }: { url: string | null; mayEdit: boolean }) {
  const { t } = useTranslation('integration');
  const [open, setOpen] = useState(false);
  return (
    <Card className="space-y-3 p-4 sm:p-6" aria-labelledby="integration-pingback">
      <header className="space-y-1">
        <h2 id="integration-pingback" className="flex items-center gap-2 text-lg font-semibold">
          <Webhook aria-hidden className="size-5 text-muted-foreground" />
          {t('pingback.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('pingback.intro')}</p>
      </header>
      <div className="flex flex-wrap items-center gap-3">
        {url ? (
          <code
            dir="ltr"
            data-pingback-url
            className="min-w-0 flex-1 break-all rounded-md bg-muted px-2.5 py-1.5 font-mono text-sm"
          >
            {url}
          </code>
        ) : (
          <p className="min-w-0 flex-1 text-sm text-muted-foreground">{t('pingback.none')}</p>
        )}
        {mayEdit ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
            {t(url ? 'pingback.edit' : 'pingback.add')}
          </Button>
        ) : null}
      </div>
      {open ? <FormDialog name="integration-pingback" open onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}
