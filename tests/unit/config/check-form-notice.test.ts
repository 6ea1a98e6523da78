// The notice settings of a form file (onSuccess.noticeValues / noticeFormats, onFailure.notice): what
// config:check says about them, and the values the engine fills the notice with.
import { describe, expect, it } from 'vitest';
import { checkForms } from '@/config/check-forms';
import { formatProblem } from '@/config/check-problem';
import { placeholdersOf } from '@/config/check-form-notice';
import { noticeValues } from '@/forms/notice-values';
import { CATALOGUES, convertMoney, file, input } from '../../fixtures/configs/forms/small-forms';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const withTexts = (texts: Record<string, string>) => [
  ...CATALOGUES.filter((c) => c.namespace !== 'test'),
  { language: 'en', namespace: 'test', tree: texts },
];

/** The problems of convert-money.json after one edit, with a `test` catalogue holding `texts`. */
function convert(edit: (form: Json) => void, texts: Record<string, string> = {}) {
  const form = convertMoney();
  edit(form);
  return checkForms({ ...input([file('convert-money', form)]), catalogues: withTexts(texts) }).map(
    (p) => `${p.severity}: ${formatProblem(p)}`,
  );
}

const FILE = 'error: schemas/forms/convert-money.json';
const SHOWN = { shown: 'Reports will now be shown in {{offset}}', failed: 'Not saved' };

describe('checkForms: notice settings', () => {
  it('accepts notice values from a sent field or the answer, a known format and a failure text', () => {
    expect(
      convert((f) => {
        f.onSuccess = {
          notice: 'test:shown',
          noticeValues: { offset: { $field: 'from' }, id: { $response: 'data.id' } },
          noticeFormats: { offset: 'utcOffset' },
        };
        f.onFailure = { notice: 'test:failed' };
      }, SHOWN),
    ).toEqual([]);
  });

  it.each([
    [
      'a format of a name the notice does not have',
      (f: Json) => {
        f.onSuccess = { notice: 'test:shown', noticeFormats: { ofset: 'utcOffset' } };
      },
      `${FILE} › onSuccess.noticeFormats.ofset: the notice "test:shown" has no {{ofset}} (it has {{offset}}). Did you mean "offset"?`,
    ],
    [
      'a notice value from a field the form lacks',
      (f: Json) => {
        f.onSuccess = { notice: 'test:shown', noticeValues: { offset: { $field: 'zone' } } };
      },
      `${FILE} › onSuccess.noticeValues.offset: "$field": "zone" names a field the form does not have. Use one of: from, to, amount.`,
    ],
    [
      'a failure text missing from the catalogue',
      (f: Json) => {
        f.onFailure = { notice: 'test:faild' };
      },
      `${FILE} › onFailure.notice: text key "test:faild" is missing in every language: add it to locales/en/test.json and the other 14 catalogues. Did you mean "test:failed"?`,
    ],
  ])('reports %s', (_, edit, message) => {
    expect(convert(edit, SHOWN)).toContain(message);
  });

  it('reports an unknown format name against the meta-schema', () => {
    const problems = convert((f) => {
      f.onSuccess = { notice: 'test:shown', noticeFormats: { offset: 'offset' } };
    }, SHOWN);
    expect(problems.some((p) => p.startsWith(`${FILE} › onSuccess.noticeFormats.offset`))).toBe(true);
  });
});

describe('placeholdersOf', () => {
  it.each([
    ['Shown in {{offset}}', ['offset']],
    ['{{ a }} and {{b, uppercase}}', ['a', 'b']],
    ['No placeholders', []],
  ])('%s', (text, names) => expect(placeholdersOf(text)).toEqual(names));
});

describe('noticeValues', () => {
  const response = { data: { timezone: 'Asia/Tokyo', id: 7 } };
  it.each<[string, Parameters<typeof noticeValues>[0], Record<string, unknown>]>([
    ['the answer’s data alone', { notice: 'x:y' }, { timezone: 'Asia/Tokyo', id: 7 }],
    [
      'a sent field, formatted as a UTC offset',
      { notice: 'x:y', noticeValues: { offset: { $field: 'zone' } }, noticeFormats: { offset: 'utcOffset' } },
      { timezone: 'Asia/Tokyo', id: 7, offset: 'UTC+05:30' },
    ],
    [
      'a value of the answer, over the data of the same name',
      { notice: 'x:y', noticeValues: { id: { $response: 'data.timezone' } } },
      { timezone: 'Asia/Tokyo', id: 'Asia/Tokyo' },
    ],
    [
      'a format of an unknown zone keeps the name',
      { notice: 'x:y', noticeFormats: { timezone: 'utcOffset' } },
      { timezone: 'UTC+09:00', id: 7 },
    ],
  ])('%s', (_, onSuccess, expected) => {
    expect(noticeValues(onSuccess, { formData: { zone: 'Asia/Kolkata' }, response })).toEqual(expected);
  });

  it('keeps a zone name it cannot turn into an offset, and a value that is not text', () => {
    const onSuccess = {
      notice: 'x:y',
      noticeFormats: { timezone: 'utcOffset' as const, id: 'utcOffset' as const },
    };
    expect(noticeValues(onSuccess, { response: { data: { timezone: 'Mars/Olympus', id: 7 } } })).toEqual({
      timezone: 'Mars/Olympus',
      id: 7,
    });
  });
});
