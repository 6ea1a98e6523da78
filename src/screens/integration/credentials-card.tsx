import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import type { components } from '@/api/generated/main';
import { toBcp47 } from '@/i18n/languages';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { CopyValue } from './copy-button';
import type { Mode } from './integration-calls';
import { RegenerateDialog } from './regenerate-dialog';

type Credential = components['schemas']['ApiCredential'];

/** The API keys of live and test mode: the publishable key to copy, the secret key masked, and a way to renew. */
export function CredentialsCard({
  credentials,
  current,
  mayEdit,
}: {
  credentials: Credential[];
  current: Mode;
  /** May regenerate keys (else the keys only show). */
  mayEdit: boolean;
}) {
  const { t } = useTranslation('integration');
  return (
    <Card className="space-y-4 p-4 sm:p-6" aria-labelledby="integration-keys">
      <header className="space-y-1">
        <h2 id="integration-keys" className="flex items-center gap-2 text-lg font-semibold">
          <KeyRound aria-hidden className="size-5 text-muted-foreground" />
          {t('keys.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('keys.intro')}</p>
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        {credentials.map((credential) => (
          <ModeKeys
            key={credential.mode}
            credential={credential}
            current={credential.mode === current}
            mayEdit={mayEdit}
          />
        ))}
      </div>
    </Card>
  );
}

function ModeKeys({
  credential,
  current,
  mayEdit,
}: {
  credential: Credential;
  current: boolean;
  mayEdit: boolean;
}) {
  const { t, i18n } = useTranslation('integration');
  const [open, setOpen] = useState(false);
  const { mode } = credential;
  const headingId = `integration-keys-${mode}`;
  const created = new Intl.DateTimeFormat(toBcp47(i18n.language ?? 'en'), { dateStyle: 'medium' }).format(
    new Date(credential.created_at),
  );
  return (
    <section
      aria-labelledby={headingId}
      data-mode={mode}
      className="space-y-3 rounded-lg border border-border p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold">
          {t(mode === 'live' ? 'keys.live' : 'keys.test')}
        </h3>
        {current ? (
          <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
            {t('keys.current')}
          </span>
        ) : null}
      </div>
      <div className="space-y-1">
        <p className="text-sm text-muted-foreground">{t('keys.publicKey')}</p>
        <CopyValue value={credential.public_key} what={t('keys.publicKey')} label={t('keys.publicKey')} />
      </div>
      <div className="space-y-1">
        <p className="text-sm text-muted-foreground">{t('keys.secretKey')}</p>
        <code
          dir="ltr"
          data-secret-preview
          className="block break-all rounded-md bg-muted px-2.5 py-1.5 font-mono text-sm"
        >
          {credential.secret_key_preview}
        </code>
        <p className="text-xs text-muted-foreground">{t('keys.secretHint')}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
        <p className="text-xs text-muted-foreground">{t('keys.created', { date: created })}</p>
        {mayEdit ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
            {t('keys.regenerate')}
          </Button>
        ) : null}
      </div>
      {open ? <RegenerateDialog mode={mode} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
