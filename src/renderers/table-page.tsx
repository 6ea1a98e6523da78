import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tableExists, tableFileQuery } from '@/tables/load-table';
import { TableBlock } from './table/table-block';

/** True when `schemas/tables/NAME.json` exists. */
export const hasTableFile = tableExists;
/** The query of the page's file, which the router starts while the access check runs. */
export const pageFileQuery = tableFileQuery;

/** The page of every `table('NAME')` route: the file's title and intro above its list. */
export function TablePage({ name, routeName }: { name: string; routeName: string }) {
  const { t } = useTranslation(['lists']);
  const file = useQuery(tableFileQuery(name));
  const [empty, setEmpty] = useState(false);
  const title = file.data && t((empty && file.data.empty?.pageTitle) || file.data.title);
  return (
    <div
      className="mx-auto w-full max-w-6xl space-y-4 px-4 py-6 sm:px-6"
      data-route-name={routeName}
      data-page-kind="table"
      data-page-config={name}
    >
      {file.data && (
        <header className="space-y-1">
          <title>{title}</title>
          <h1 className="text-2xl font-semibold">{title}</h1>
          {file.data.description && <p className="text-muted-foreground">{t(file.data.description)}</p>}
        </header>
      )}
      <TableBlock name={name} onEmpty={setEmpty} />
    </div>
  );
}
