import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/api/error-notice';
import { ApiError } from '@/api/errors';
import { translateServerMessage } from '@/i18n/server-messages';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { describedBy, FieldShell } from '@/ui/field-shell';
import { TagsField } from './tags-field';
import { nameProblem } from './widget-draft';

interface NameDialogProps {
  title: string;
  submit: string;
  initial: { name: string; tags: string[] };
  /** Whether the dialog edits tags too (rename) or only names a new version (create). */
  withTags: boolean;
  /** The call; its field errors show at the fields, anything else above the buttons. */
  run: (value: { name: string; tags: string[] }) => Promise<void>;
  onClose: () => void;
}

/** Names a new version, or renames and retags one (spec B §2: versions list with rename and tags). */
export function NameDialog({ title, submit, initial, withTags, run, onClose }: NameDialogProps) {
  const { t } = useTranslation(['widgetCreator', 'errors']);
  const id = useId();
  const [name, setName] = useState(initial.name);
  const [tags, setTags] = useState(initial.tags);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [server, setServer] = useState<{ name?: string; tags?: string; other?: string }>({});
  const ruleKey = tried ? nameProblem(name) : undefined;
  const nameError = ruleKey ? t(ruleKey) : server.name;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (nameProblem(name)) return;
    setBusy(true);
    setServer({});
    try {
      await run({ name: name.trim(), tags });
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? (error.errors ?? {}) : {};
      const text = (field: string) => {
        const message = fields[field]?.[0];
        return message ? translateServerMessage(message, t) : undefined;
      };
      const placed = { name: text('name'), tags: text('tags') };
      setServer({ ...placed, other: placed.name || placed.tags ? undefined : apiErrorText(error, t) });
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`}>
      <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <FieldShell id={`${id}-name`} label={t('details.name')} error={nameError}>
          <Input
            {...describedBy(`${id}-name`, nameError)}
            value={name}
            autoFocus
            onChange={(event) => {
              setName(event.target.value);
              setServer((current) => ({ ...current, name: undefined }));
            }}
          />
        </FieldShell>
        {withTags && <TagsField tags={tags} error={server.tags} onChange={setTags} />}
        {server.other && (
          <p role="alert" className="text-sm text-destructive">
            {server.other}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
