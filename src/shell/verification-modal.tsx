import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { useSubject } from '@/session/use-subject';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { menu } from '../../menu.config';
import { routeHref } from './sidebar/menu-routes';

const OpenVerification = createContext<() => void>(() => undefined);

/** Opens the verification-required modal: what a blocked menu item (or button) does on click. */
export const useRequestVerification = () => useContext(OpenVerification);

/**
 * The verification-required modal (spec A §4, spec B §2): 'Verify to access the product'. 'Not now' closes every
 * modal (`onCloseAll` closes the phone menu too); 'Start verification' goes to business-profile for business
 * users, verification for personal users (the targets are in menu.config.ts), then closes every modal.
 */
export function VerificationModalProvider({
  children,
  onCloseAll,
}: {
  children: ReactNode;
  onCloseAll?: () => void;
}) {
  const { t } = useTranslation('menu');
  const navigate = useNavigate();
  const subject = useSubject();
  const titleId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const request = useCallback(() => setOpen(true), []);
  const startRef = useRef<HTMLButtonElement>(null);
  // After the dialog's own effect has opened it (child effects run first); `showModal()` alone would focus
  // 'Not now', and Enter would dismiss instead of confirm.
  useEffect(() => {
    if (open) startRef.current?.focus();
  }, [open]);

  const closeAll = () => {
    setOpen(false);
    onCloseAll?.();
  };
  const start = () => {
    const target = routeHref(subject.merchant ? menu.verification.business : menu.verification.personal);
    closeAll();
    if (target) void navigate(target);
  };

  return (
    <OpenVerification.Provider value={request}>
      {children}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={start}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
      >
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-accent text-primary">
            <ShieldCheck aria-hidden className="size-6" />
          </span>
          <h2 id={titleId} className="text-lg font-semibold">
            {t('verify.title')}
          </h2>
          <p id={bodyId} className="text-sm text-muted-foreground">
            {t('verify.body')}
          </p>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={closeAll}>
            {t('verify.notNow')}
          </Button>
          {/* Enter confirms (spec A §9): the main action has focus when the dialog opens; onConfirm covers Enter
              pressed after focus moved elsewhere in the dialog. */}
          <Button ref={startRef} onClick={start}>
            {t('verify.start')}
          </Button>
        </div>
      </Dialog>
    </OpenVerification.Provider>
  );
}
