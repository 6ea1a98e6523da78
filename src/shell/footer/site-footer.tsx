import { useTranslation } from 'react-i18next';
import { LocaleSwitcher } from '../locale-switcher';
import { useFooterEntity } from './use-footer-entity';

/**
 * Footer of the auth-style frame (spec A §2): the locale switcher, and a copyright line with the legal entity's
 * name and its long regulation text (the user's entity, or the visitor's by country; see footer-entity.ts).
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const { pending, entity } = useFooterEntity();
  return (
    <footer className="border-t border-border px-6 py-4 text-sm text-muted-foreground">
      <div className="mx-auto flex max-w-5xl flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <LocaleSwitcher />
          {pending ? null : (
            <p data-testid="copyright">
              {t('footer.copyright', {
                year: new Date().getFullYear(),
                entity: entity?.name ?? t('app.name'),
              })}
            </p>
          )}
        </div>
        {entity ? (
          <p className="text-xs leading-relaxed" dir="auto" data-testid="regulation">
            {entity.long_regulation}
          </p>
        ) : null}
      </div>
    </footer>
  );
}
