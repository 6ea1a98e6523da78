import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/session/session-query';
import * as calls from './migration-calls';
import { stepFailure, type Shown, type Step } from './migration-rules';
import type { PasswordValues } from './password-step';
import type { PhoneValues } from './phone-step';

/**
 * The calls behind the steps and what their answers mean: the next step, messages at fields (what was typed
 * stays), or back to the consent page when the flow closed meanwhile (refused or finished in another tab).
 */
export function useMigrationSteps(setStep: (step: Step) => void, reloadConsent: () => void) {
  const { t } = useTranslation('migration');
  const queryClient = useQueryClient();
  const session = useSession();
  // The legacy account most likely shares the country of the phone on this account: offered first.
  const [phone, setPhone] = useState<PhoneValues>(() => ({
    country: session.data?.user.phone_country_code ?? '',
    phone: '',
  }));
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const say = (shown: Shown) => ('key' in shown ? t(shown.key) : shown.text);

  /** Runs a step call; answers the translated message for a one-field step (the code) when it failed. */
  async function run(
    call: () => Promise<void>,
    next: Step,
    rename: Record<string, string> = {},
  ): Promise<string | undefined> {
    setBusy(true);
    setFieldErrors({});
    setFormError(undefined);
    try {
      await call();
      setStep(next);
      if (next === 'success' || next === 'refused')
        void queryClient.invalidateQueries({ queryKey: ['migration', 'consent'] });
      return undefined;
    } catch (error) {
      const failure = stepFailure(error, rename);
      if (failure.kind === 'restart') {
        setStep('consent');
        reloadConsent();
        return undefined;
      }
      if (failure.kind === 'fields') {
        const fields = Object.fromEntries(Object.entries(failure.fields).map(([k, v]) => [k, say(v)]));
        setFieldErrors(fields);
        return Object.values(fields)[0];
      }
      const message = say(failure.message);
      setFormError(message);
      return message;
    } finally {
      setBusy(false);
    }
  }

  const PHONE_FIELDS = { phone_country_code: 'country', phone_number: 'phone' };
  return {
    phone,
    setPhone,
    busy,
    fieldErrors,
    formError,
    sendPhone: () => run(() => calls.sendPhone(phone.country, phone.phone), 'code', PHONE_FIELDS),
    confirmCode: (code: string) => run(() => calls.confirmCode(code), 'password'),
    resend: async () => {
      await calls.sendPhone(phone.country, phone.phone);
    },
    setPassword: (values: PasswordValues) =>
      run(() => calls.setPassword(values.password, values.confirm), 'success', {
        password_confirmation: 'confirm',
      }),
    refuse: () => run(calls.refuse, 'refused'),
  };
}
