import type { RuleCase } from '../run-cases';

const KB = 1024;
const pdf = (size: number, name = 'statement.pdf') => ({ id: 'a1', name, size, type: 'application/pdf' });
// 12 base64 characters with no padding are 9 bytes.
const dataUrl = (type: string, name: string) => `data:${type};name=${name};base64,AAAAAAAAAAAA`;

export const FILE_CASES: RuleCase[] = [
  {
    rule: 'size',
    param: 8192,
    valid: [pdf(8192 * KB), pdf(10), [pdf(1), pdf(8000 * KB)], 'documents/statement.pdf'],
    invalid: [pdf(8192 * KB + 1), [pdf(1), pdf(9000 * KB)], 42, [{ size: 'big' }]],
  },
  {
    rule: 'size',
    param: 0.01, // 10.24 bytes
    label: 'data URL',
    valid: [dataUrl('image/png', 'a.png')],
    invalid: [`data:image/png;name=a.png;base64,${'A'.repeat(16)}`],
  },
  {
    rule: 'mimes',
    param: ['jpg', 'png', 'pdf'],
    valid: [
      pdf(1),
      { name: 'photo.JPEG', size: 1 },
      { name: 'scan', type: 'image/jpeg', size: 1 },
      [pdf(1), { name: 'logo.png' }],
      'upload.Jpg',
      dataUrl('image/png', 'logo.png'),
    ],
    invalid: [
      { name: 'notes.docx', type: 'application/msword' },
      [pdf(1), { name: 'run.exe', type: 'application/x-msdownload' }],
      'archive.zip',
      { name: 'pdf' },
      7,
    ],
  },
  {
    rule: 'mimes',
    param: ['image/*', 'application/pdf'],
    label: 'MIME types',
    valid: [{ name: 'x.heic', type: 'image/heic' }, pdf(1)],
    invalid: [
      { name: 'x.txt', type: 'text/plain' },
      { name: 'x.pdf.txt', type: 'application/pdfx' },
    ],
  },
];
