import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '@/api/errors';
import { apiErrorText } from '@/api/error-notice';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { TableBlock } from '@/renderers/table/table-block';
import { useSession } from '@/session/session-query';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { isTransferLinkId } from './link-state';
import { LinkPage, signInHref } from './link-page';
import { StatusPanel } from './status-panel';
import { useTransferLink } from './use-transfer-link';

function NotFound({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('transfer-link');
  return (
    <Card className="mx-auto w-full max-w-lg space-y-6 p-5 sm:p-8">
      <StatusPanel status="not_found" role={signedIn ? 'receiver' : 'visitor'} />
      <Button asChild variant="outline" className="w-full">
        <Link to={routeHref('index') ?? '/'}>{t('actions.home')}</Link>
      </Button>
    </Card>
  );
}

function OneLink({ id, viewerEmail }: { id: string; viewerEmail: string | null }) {
  const { t } = useTranslation(['transfer-link', 'errors']);
  const link = useTransferLink(id, viewerEmail !== null);
  if (link.isPending) return <PageLoading />;
  if (link.error) {
    if (link.error instanceof ApiError && link.error.statusCode === 404)
      return <NotFound signedIn={viewerEmail !== null} />;
    return <PageFailed message={apiErrorText(link.error, t)} onRetry={() => void link.refetch()} />;
  }
  return <LinkPage link={link.data} viewerEmail={viewerEmail} now={link.dataUpdatedAt} />;
}

/** Without an id: the signed-in user's links (sent and received); a visitor is asked to sign in. */
function LinkList({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('transfer-link');
  if (signedIn) return <TableBlock name="transfer-links" heading="h1" />;
  return (
    <Card className="mx-auto w-full max-w-lg space-y-4 p-5 text-center sm:p-8">
      <h1 className="text-xl font-semibold">{t('list.title')}</h1>
      <p className="text-sm text-muted-foreground">{t('list.signIn')}</p>
      <Button asChild className="w-full">
        <Link to={signInHref()}>{t('visitor.signInOnly')}</Link>
      </Button>
    </Card>
  );
}

/**
 * The transfer link page (/transfer/:id?, spec B §2–§4, §8–§9). A malformed id is not_found without a call;
 * anyone holding a well-formed one sees the link as the server shows it to them.
 */
export default function TransferLinkScreen() {
  const { id } = useParams();
  const session = useSession();
  if (session.isPending) return <PageLoading />;
  const email = session.data?.user.email ?? null;
  if (id === undefined || id === '') return <LinkList signedIn={email !== null} />;
  if (!isTransferLinkId(id)) return <NotFound signedIn={email !== null} />;
  return <OneLink key={`${id}:${email ?? ''}`} id={id} viewerEmail={email} />;
}
