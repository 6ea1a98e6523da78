import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Plus } from 'lucide-react';
import { routes } from '../../../routes.config';
import { addNewHref, saveDraft } from '../return-to';

/** `ui:options.addNew` of a select: the route that adds a record of the list, and the link's text key. */
export interface AddNew {
  route: string;
  label: string;
}

/** The addNew option when it is well formed (config:check reports a bad one), else undefined. */
export function addNewOf(value: unknown): AddNew | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { route, label } = value as Record<string, unknown>;
  return typeof route === 'string' && typeof label === 'string' ? { route, label } : undefined;
}

const pathOf = (name: string) => routes.find((route) => route.name === name)?.path;

export interface AddNewLinkProps {
  addNew: AddNew;
  /** The field the new record's id comes back into. */
  field: string;
  formName: string;
  /** The whole form's data now, kept as a draft while the person is away. */
  formData: Record<string, unknown>;
}

/**
 * A link under a select to the page that adds what the list lacks (send money → a new contact). A plain link:
 * keyboard and screen readers reach it in the page's order, right after the field. It keeps the form's data as
 * a draft and hands the page the way back (`returnTo`, `returnField`), so the person returns with the new
 * record chosen and nothing they typed lost.
 */
export function AddNewLink({ addNew, field, formName, formData }: AddNewLinkProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const to = pathOf(addNew.route);
  if (!to) return null;
  const here = `${location.pathname}${location.search}`;
  return (
    <Link
      to={addNewHref(to, here, field)}
      onClick={() => saveDraft(sessionStorage, formName, formData)}
      className="mt-2 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <Plus aria-hidden className="size-4" />
      {t(addNew.label)}
    </Link>
  );
}
