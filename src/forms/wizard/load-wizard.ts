import i18next from 'i18next';
import type { WizardFile } from '@/config/wizard-file';
import { pageNamespaces } from '../text-namespaces';

// Each wizard file is its own lazy chunk: a page loads only its own file.
const wizardFiles = import.meta.glob<WizardFile>('../../../schemas/wizards/*.json', { import: 'default' });

export const wizardExists = (name: string) => `../../../schemas/wizards/${name}.json` in wizardFiles;

/** `schemas/wizards/NAME.json` with its texts loaded. */
export async function loadWizard(name: string): Promise<WizardFile> {
  const load = wizardFiles[`../../../schemas/wizards/${name}.json`];
  if (!load) throw new Error(`There is no file schemas/wizards/${name}.json.`);
  const file = await load();
  await i18next.loadNamespaces(pageNamespaces('wizard', file));
  return file;
}

/** A wizard file for a component: loaded once per name. */
export const wizardFileQuery = (name: string) => ({
  queryKey: ['wizard-file', name],
  queryFn: () => loadWizard(name),
  staleTime: Infinity,
});
