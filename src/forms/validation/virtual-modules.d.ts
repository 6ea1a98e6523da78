/** The form validators the build compiles (scripts/vite-plugin-form-validators.ts). */
declare module 'virtual:form-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  /** One lazy loader per `schemas/forms/NAME.json`, keyed by NAME. */
  const loaders: Record<string, () => Promise<{ default: ValidatorFunctions }>>;
  export default loaders;
}
