// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { DemoAccounts } from '@/screens/login/demo-accounts';

afterEach(cleanup);

const auth = (language: string) =>
  JSON.parse(readFileSync(`locales/${language}/auth.json`, 'utf8')) as { demo: { hint: string } };

describe("the demo accounts' password hint", () => {
  it.each(['en', 'ar_EG', 'zh_Hans_CN'])(
    'in %s, names the password in a left-to-right island of its own',
    async (language) => {
      const i18n = i18next.createInstance();
      await i18n.use(initReactI18next).init({
        lng: language,
        resources: { [language]: { auth: auth(language) } },
        interpolation: { escapeValue: false },
      });
      const { container } = render(
        <I18nextProvider i18n={i18n}>
          <DemoAccounts onPick={() => undefined} busy={false} />
        </I18nextProvider>,
      );
      const password = container.querySelector('bdi[dir="ltr"]');
      expect(password?.textContent).toBe(DEMO_PASSWORD);
      const expected = auth(language).demo.hint.replace('{{password}}', DEMO_PASSWORD);
      expect(password?.parentElement?.textContent).toBe(expected);
    },
  );
});
