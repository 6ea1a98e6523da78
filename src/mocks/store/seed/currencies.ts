import type { Currency } from '../types';

// code | name | symbol | fraction digits (ISO 4217 minor units, capped at 2 because API amounts carry at most two;
// the spec makes CNY and IDR zero-fraction too).
const TABLE = `
USD|US Dollar|$|2;EUR|Euro|€|2;GBP|British Pound|£|2;JPY|Japanese Yen|¥|0;CAD|Canadian Dollar|CA$|2
CHF|Swiss Franc|CHF|2;AUD|Australian Dollar|A$|2;NZD|New Zealand Dollar|NZ$|2;SGD|Singapore Dollar|S$|2
HKD|Hong Kong Dollar|HK$|2;SEK|Swedish Krona|kr|2;NOK|Norwegian Krone|kr|2;DKK|Danish Krone|kr|2
PLN|Polish Zloty|zł|2;CZK|Czech Koruna|Kč|2;HUF|Hungarian Forint|Ft|2;RUB|Russian Ruble|₽|2
TRY|Turkish Lira|₺|2;MXN|Mexican Peso|MX$|2;AED|United Arab Emirates Dirham|AED|2;VND|Vietnamese Dong|₫|0
PHP|Philippine Peso|₱|2;THB|Thai Baht|฿|2;IDR|Indonesian Rupiah|Rp|0;CNY|Chinese Yuan|¥|0
INR|Indian Rupee|₹|2;KRW|South Korean Won|₩|0;BRL|Brazilian Real|R$|2;ZAR|South African Rand|R|2
EGP|Egyptian Pound|E£|2;SAR|Saudi Riyal|SAR|2;QAR|Qatari Riyal|QAR|2;KWD|Kuwaiti Dinar|KWD|2
BHD|Bahraini Dinar|BHD|2;OMR|Omani Rial|OMR|2;JOD|Jordanian Dinar|JOD|2;ILS|Israeli New Shekel|₪|2
MAD|Moroccan Dirham|MAD|2;NGN|Nigerian Naira|₦|2;KES|Kenyan Shilling|KES|2;GHS|Ghanaian Cedi|GH₵|2
UAH|Ukrainian Hryvnia|₴|2;COP|Colombian Peso|$|2;ALL|Albanian Lek|ALL|2;AFN|Afghan Afghani|؋|2
ARS|Argentine Peso|$|2;CLP|Chilean Peso|$|0;PEN|Peruvian Sol|PEN|2;UYU|Uruguayan Peso|$|2
BGN|Bulgarian Lev|BGN|2;RON|Romanian Leu|lei|2;ISK|Icelandic Króna|kr|0;MYR|Malaysian Ringgit|RM|2
TWD|New Taiwan Dollar|NT$|2;PKR|Pakistani Rupee|Rs|2;BDT|Bangladeshi Taka|৳|2;LKR|Sri Lankan Rupee|Rs|2
NPR|Nepalese Rupee|Rs|2;KZT|Kazakhstani Tenge|₸|2;GEL|Georgian Lari|₾|2;AMD|Armenian Dram|֏|2
AZN|Azerbaijani Manat|₼|2;BYN|Belarusian Ruble|BYN|2;RSD|Serbian Dinar|RSD|2;TND|Tunisian Dinar|TND|2
DZD|Algerian Dinar|DZD|2;XOF|West African CFA Franc|F CFA|0;XAF|Central African CFA Franc|FCFA|0
TZS|Tanzanian Shilling|TZS|2;UGX|Ugandan Shilling|UGX|0;ETB|Ethiopian Birr|ETB|2
MUR|Mauritian Rupee|Rs|2;LBP|Lebanese Pound|L£|2;IQD|Iraqi Dinar|IQD|2
`;

/** The supported 25-currency set: the 19 with icons, the 4 anchored ones, CNY and AUD. */
export const SUPPORTED_CURRENCIES: readonly string[] = [
  'AED',
  'CAD',
  'CHF',
  'CZK',
  'DKK',
  'EUR',
  'GBP',
  'HKD',
  'HUF',
  'JPY',
  'MXN',
  'NOK',
  'NZD',
  'PLN',
  'RUB',
  'SGD',
  'TRY',
  'USD',
  'SEK',
  'VND',
  'PHP',
  'THB',
  'IDR',
  'CNY',
  'AUD',
];
export const ANCHORED_CURRENCIES: readonly string[] = ['VND', 'PHP', 'THB', 'IDR'];

export const CURRENCIES: readonly Currency[] = TABLE.trim()
  .split(/[;\n]/)
  .map((entry) => {
    const [code = '', name = '', symbol = '', fraction = '2'] = entry.split('|');
    return {
      code,
      name,
      formats: { symbol, fractionCount: Number(fraction) },
      anchored: ANCHORED_CURRENCIES.includes(code),
      supported: SUPPORTED_CURRENCIES.includes(code),
    };
  });

const fractions = new Map(CURRENCIES.map((currency) => [currency.code, currency.formats.fractionCount]));

/** Fraction digits of a currency's amounts (2 when unknown). */
export const fractionOf = (code: string): number => fractions.get(code) ?? 2;
