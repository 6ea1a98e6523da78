import type { WizardFile } from '@/config/wizard-file';
import { configFileExists } from '@/config/config-files';
import { loadWithTexts } from '../text-namespaces';

export const wizardExists = (name: string) => configFileExists('wizard', name);

/** `schemas/wizards/NAME.json` with its texts loaded. */
export const loadWizard = (name: string): Promise<WizardFile> => loadWithTexts('wizard', name);

/** A wizard file for a component: loaded once per name. */
export const wizardFileQuery = (name: string) => ({
  queryKey: ['wizard-file', name],
  queryFn: () => loadWizard(name),
  staleTime: Infinity,
});
