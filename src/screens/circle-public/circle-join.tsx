import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { FormDialog } from '@/renderers/form-dialog';
import { useSession } from '@/session/session-query';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { href } from '../../../routes.config';
import { joinState, signInHref } from './circle-join-state';

/**
 * The way into a circle from its public page. The invitation code comes from the link (`?code=`) when the
 * inviter shared one; the join dialog (schemas/forms/circle-join.json) starts with it, or asks for it.
 */
export function CircleJoin({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation('accounts');
  const session = useSession();
  const { pathname, search } = useLocation();
  const [query] = useSearchParams();
  const [open, setOpen] = useState(false);
  const signedIn = Boolean(session.data);
  const mine = useQuery({
    queryKey: ['circles-mine'],
    queryFn: () => unwrap(api.main.GET('/api/v2/circles')),
    enabled: signedIn,
  });
  const state = joinState({
    signedIn,
    sessionPending: session.isPending,
    slug,
    mine: mine.data?.data,
  });
  const code = query.get('code') ?? '';

  if (state.kind === 'loading') return <Spinner label={t('circlePublic.loading')} />;
  if (state.kind === 'sign-in')
    return (
      <div className="space-y-2">
        <Button asChild className="w-full sm:w-auto">
          <Link to={signInHref(href('auth-login'), pathname, search)}>
            <LogIn aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('circlePublic.signInToJoin')}
          </Link>
        </Button>
        <p className="text-xs text-muted-foreground">{t('circlePublic.signInHint')}</p>
      </div>
    );
  if (state.kind === 'member')
    return (
      <div className="space-y-3">
        <p className="font-medium text-emerald-700">{t('circlePublic.memberNote', { name })}</p>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link to={href('circles-id', { id: state.circleId })}>{t('circlePublic.open')}</Link>
        </Button>
      </div>
    );
  return (
    <>
      <Button className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        {t('circlePublic.join')}
      </Button>
      {open ? (
        <FormDialog
          name="circle-join"
          open
          onClose={() => setOpen(false)}
          route={code ? { code } : undefined}
        />
      ) : null}
    </>
  );
}
