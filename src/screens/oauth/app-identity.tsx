import type { OauthClient } from './oauth-calls';

/** The first letter of the application's name, for apps without a logo. */
const initialOf = (name: string) => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';

/** The application's logo, or its initial on a tinted square when it registered none. */
export function AppMark({ client }: { client: Pick<OauthClient, 'name' | 'logo_url'> }) {
  if (client.logo_url)
    return <img src={client.logo_url} alt="" className="size-12 shrink-0 rounded-xl object-cover" />;
  return (
    <span
      aria-hidden
      data-testid="oauth-app-initial"
      className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary/10 text-xl font-semibold text-primary"
    >
      {initialOf(client.name)}
    </span>
  );
}

/** The application: its mark, its name and where it lives on the web. */
export function AppIdentity({ client }: { client: OauthClient }) {
  const website = (() => {
    try {
      return new URL(client.website).host;
    } catch {
      return client.website;
    }
  })();
  return (
    <div className="flex items-center gap-4">
      <AppMark client={client} />
      <div className="min-w-0">
        <p className="truncate font-semibold">{client.name}</p>
        <p className="truncate text-sm text-muted-foreground" dir="ltr">
          {website}
        </p>
      </div>
    </div>
  );
}
