import type { Region } from '../types';
import { countryName } from './countries';

// The 18 regions of spec A §3, in the spec's order. Membership is our own reading of the region names.
const REGIONS: readonly (readonly [string, string])[] = [
  ['North America', 'US CA MX BM GL PM UM'],
  ['South America', 'AR BO BR CL CO EC FK GF GY PE PY SR UY VE'],
  ['Caribbean', 'AG AI AW BB BL BQ BS CU CW DM DO GD GP HT JM KN KY LC MF MQ MS PR SX TC TT VC VG VI'],
  ['MENA', 'AE BH DZ EG EH IL IQ IR JO KW LB LY MA OM PS QA SA SY TN YE'],
  ['South Africa', 'ZA BW LS NA SZ ZW ZM MW MZ'],
  ['West Africa', 'BF BJ CI CV GH GM GN GW LR ML MR NE NG SH SL SN TG'],
  ['East Africa', 'KE TZ UG RW BI MG MU SC RE YT KM SS IO TF'],
  ['Horn of Africa', 'ET SO DJ ER SD'],
  ['Middle Africa', 'AO CM CF TD CG CD GQ GA ST'],
  ['Europe', 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'],
  ['Non-EU Europe', 'GB CH NO IS LI AD MC SM VA AL BA ME MK RS UA GI GG JE IM FO AX SJ BV'],
  ['CIS Countries', 'RU BY KZ KG TJ UZ TM AM AZ MD'],
  ['West Asia', 'TR GE'],
  ['East Asia', 'JP KR KP MN'],
  ['Greater China', 'CN HK MO TW'],
  ['South Asia', 'IN PK BD LK NP BT MV AF'],
  ['South East Asia', 'ID MY PH SG TH VN KH LA MM BN TL'],
  ['Oceania', 'AU NZ FJ PG SB VU WS TO TV KI NR FM MH PW NC PF CK NU TK WF AS GU MP NF CX CC PN HM GS AQ'],
];

export const seedRegions = (): Region[] =>
  REGIONS.map(([name, codes], index) => ({
    id: index + 1,
    name,
    countries: codes.split(' ').map((code) => ({ code, name: countryName(code) })),
  }));
