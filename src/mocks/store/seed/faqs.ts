import { seqId } from '../random';
import type { Faq } from '../types';

/** Help-panel page codes with FAQs (spec A §2 main layout). */
export const FAQ_CODES = [
  'home',
  'transactions',
  'send-money',
  'convert-money',
  'add-money',
  'withdrawal',
  'debit-cards',
  'invoices',
  'processing',
  'events',
  'business-profile',
  'settings',
] as const;
export const FAQ_LOCALES = ['en', 'ar_EG', 'es_CO'] as const;
type FaqLocale = (typeof FAQ_LOCALES)[number];

const TOPICS: Record<(typeof FAQ_CODES)[number], Record<FaqLocale, string>> = {
  home: { en: 'your dashboard', ar_EG: 'لوحة التحكم', es_CO: 'tu panel' },
  transactions: { en: 'your transaction history', ar_EG: 'المعاملات', es_CO: 'las transacciones' },
  'send-money': { en: 'sending money', ar_EG: 'إرسال الأموال', es_CO: 'el envío de dinero' },
  'convert-money': { en: 'currency conversion', ar_EG: 'تحويل العملات', es_CO: 'la conversión de divisas' },
  'add-money': { en: 'adding money', ar_EG: 'إضافة الأموال', es_CO: 'la recarga de saldo' },
  withdrawal: { en: 'withdrawing money', ar_EG: 'السحب', es_CO: 'los retiros' },
  'debit-cards': { en: 'your debit card', ar_EG: 'بطاقات الخصم', es_CO: 'las tarjetas de débito' },
  invoices: { en: 'invoicing', ar_EG: 'الفواتير', es_CO: 'las facturas' },
  processing: { en: 'payment processing', ar_EG: 'معالجة المدفوعات', es_CO: 'el procesamiento de pagos' },
  events: { en: 'event ticketing', ar_EG: 'الفعاليات والتذاكر', es_CO: 'los eventos y entradas' },
  'business-profile': { en: 'your business profile', ar_EG: 'الملف التجاري', es_CO: 'tu perfil de empresa' },
  settings: { en: 'account settings', ar_EG: 'إعدادات الحساب', es_CO: 'la configuración de la cuenta' },
};

type Template = readonly [subject: (topic: string) => string, content: (topic: string) => string];

/**
 * Server HTML is not trusted (DESIGN §4): the first answer of every page carries a script and an event handler,
 * which the help panel must strip (DOMPurify) before rendering. After sanitising nothing of them shows.
 */
const HOSTILE = `<script>window.__faqXss = 1</script><span onmouseover="window.__faqXss = 1"></span>`;

const TEMPLATES: Record<FaqLocale, readonly Template[]> = {
  en: [
    [
      (t) => `How does ${t} work?`,
      (t) =>
        `<p>Everything about ${t} is in one place. Open the page from the sidebar and follow the steps.</p><ul><li>Changes are saved at once.</li><li>You can undo most actions within a few minutes.</li></ul>`,
    ],
    [
      (t) => `Are there fees for ${t}?`,
      (t) =>
        `<p>Most actions in ${t} are <strong>free</strong>. Where a fee applies, it is shown before you confirm.</p>`,
    ],
    [
      (t) => `Who can help me with ${t}?`,
      (t) =>
        `<p>Our support team answers questions about ${t} every day. <a href="/support">Contact support</a>.</p>`,
    ],
  ],
  ar_EG: [
    [
      (t) => `كيف يعمل قسم ${t}؟`,
      (t) =>
        `<p>كل ما يتعلق بـ${t} موجود في مكان واحد. افتح الصفحة من القائمة الجانبية واتبع الخطوات.</p><ul><li>يتم حفظ التغييرات فورًا.</li><li>يمكنك التراجع عن معظم الإجراءات خلال دقائق.</li></ul>`,
    ],
    [
      (t) => `هل توجد رسوم على ${t}؟`,
      (t) => `<p>معظم إجراءات ${t} <strong>مجانية</strong>. عند وجود رسوم تظهر قبل التأكيد.</p>`,
    ],
    [
      (t) => `من يمكنه مساعدتي في ${t}؟`,
      (t) => `<p>يجيب فريق الدعم عن أسئلة ${t} يوميًا. <a href="/support">تواصل مع الدعم</a>.</p>`,
    ],
  ],
  es_CO: [
    [
      (t) => `¿Cómo funciona ${t}?`,
      (t) =>
        `<p>Todo sobre ${t} está en un solo lugar. Abre la página desde el menú lateral y sigue los pasos.</p><ul><li>Los cambios se guardan al instante.</li><li>Puedes deshacer la mayoría de las acciones en pocos minutos.</li></ul>`,
    ],
    [
      (t) => `¿Hay comisiones por ${t}?`,
      (t) =>
        `<p>La mayoría de las acciones de ${t} son <strong>gratuitas</strong>. Si hay una comisión, se muestra antes de confirmar.</p>`,
    ],
    [
      (t) => `¿Quién me ayuda con ${t}?`,
      (t) =>
        `<p>Nuestro equipo de soporte responde preguntas sobre ${t} todos los días. <a href="/support">Contactar soporte</a>.</p>`,
    ],
  ],
};

export function seedFaqs(): Faq[] {
  let n = 0;
  return FAQ_CODES.flatMap((code) =>
    FAQ_LOCALES.flatMap((locale) =>
      TEMPLATES[locale].map(([subject, content]) => ({
        id: seqId('faq_', ++n, 4),
        code,
        locale,
        subject: subject(TOPICS[code][locale]),
        content: content(TOPICS[code][locale]) + (n % TEMPLATES[locale].length === 1 ? HOSTILE : ''),
      })),
    ),
  );
}
