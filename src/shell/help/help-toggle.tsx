import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleHelp } from 'lucide-react';
import { Button } from '@/ui/button';
import { HELP_PANEL_ID, useHelpCode, useHelpDispatch, useHelpState } from './help-store';

function Toggle() {
  const { t } = useTranslation('shell');
  const { open } = useHelpState();
  const dispatch = useHelpDispatch();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={open ? t('help.hide') : t('help.show')}
      aria-expanded={open}
      aria-controls={HELP_PANEL_ID}
      onClick={() => dispatch({ type: 'toggle' })}
    >
      <CircleHelp aria-hidden className="size-5" />
    </Button>
  );
}

/** The header button that shows or hides the help panel; absent on pages without a help code. */
export function HelpToggle() {
  const code = useHelpCode();
  if (!code) return null;
  return (
    <Suspense fallback={null}>
      <Toggle />
    </Suspense>
  );
}
