import i18next from 'i18next';
import type { WizardFile } from '@/config/wizard-file';
import { configFileExists, loadConfigFile } from '@/config/config-files';
import { pageNamespaces } from '../text-namespaces';

export const wizardExists = (name: string) => configFileExists('wizard', name);

/** `schemas/wizards/NAME.json` with its texts loaded. */
export async function loadWizard(name: string): Promise<WizardFile> {
  const file = await loadConfigFile('wizard', name);
  await i18next.loadNamespaces(pageNamespaces('wizard', file));
  return file;
}

/** A wizard file for a component: loaded once per name. */
export const wizardFileQuery = (name: string) => ({
  queryKey: ['wizard-file', name],
  queryFn: () => loadWizard(name),
  staleTime: Infinity,
});
