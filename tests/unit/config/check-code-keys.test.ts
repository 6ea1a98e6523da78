import { describe, expect, it } from 'vitest';
import { codeTextKeys } from '@/config/check-code-keys';
import { checkTranslations } from '@/config/check-locales';

const keysOf = (text: string) => codeTextKeys([{ path: 'src/x.tsx', text }], 'common').map((u) => u.key);

describe('codeTextKeys', () => {
  it.each([
    ["const { t } = useTranslation();\nt('errors.notFound')", ['common:errors.notFound']],
    ["const { t } = useTranslation('auth');\nt('login.title')", ['auth:login.title']],
    ["const { t } = useTranslation(['menu', 'common']);\nt('items.home')", ['menu:items.home']],
    ["const { t: tm } = useTranslation('menu');\ntm('sidebar.skip')", ['menu:sidebar.skip']],
    ["const { t, i18n } = useTranslation('auth');\nt('common:actions.reload')", ['common:actions.reload']],
    ['<Trans i18nKey="footer.copyright" />', ['common:footer.copyright']],
  ])('finds the key in %j', (text, keys) => {
    expect(keysOf(text)).toEqual(keys);
  });

  it('skips unbound functions, run-time keys and other calls that merely end in t(', () => {
    const text = [
      "const { t } = useTranslation('auth');",
      't(`titles.${name}`);',
      't(key);',
      "format('x.y');",
      "split('a.b');",
      "other.t('not.mine');",
      "// t('in.a.comment')",
      "/** @example t('in.jsdoc') */",
    ].join('\n');
    expect(keysOf(text)).toEqual([]);
  });

  it('reports a missing key with the file and line, through the translation check', () => {
    const used = codeTextKeys(
      [{ path: 'src/a.tsx', text: "const { t } = useTranslation('auth');\n\nt('login.titel')" }],
      'common',
    );
    const tree = { login: { title: 'Sign in' } };
    const problems = checkTranslations(used, [{ language: 'en', namespace: 'auth', tree }], ['en'], 'common');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.file).toBe('src/a.tsx');
    expect(problems[0]?.where).toEqual(['line 3']);
    expect(problems[0]?.message).toContain('auth:login.titel');
    expect(problems[0]?.message).toContain('auth:login.title');
  });
});
