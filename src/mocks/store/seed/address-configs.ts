import type { AddressField, LocalizedAddressConfig, Subdivision } from '../types';

const US_STATES = `AL Alabama;AK Alaska;AZ Arizona;AR Arkansas;CA California;CO Colorado;CT Connecticut;DE Delaware;
DC District of Columbia;FL Florida;GA Georgia;HI Hawaii;ID Idaho;IL Illinois;IN Indiana;IA Iowa;KS Kansas;KY Kentucky;
LA Louisiana;ME Maine;MD Maryland;MA Massachusetts;MI Michigan;MN Minnesota;MS Mississippi;MO Missouri;MT Montana;
NE Nebraska;NV Nevada;NH New Hampshire;NJ New Jersey;NM New Mexico;NY New York;NC North Carolina;ND North Dakota;
OH Ohio;OK Oklahoma;OR Oregon;PA Pennsylvania;RI Rhode Island;SC South Carolina;SD South Dakota;TN Tennessee;TX Texas;
UT Utah;VT Vermont;VA Virginia;WA Washington;WV West Virginia;WI Wisconsin;WY Wyoming`;

const DE_STATES = `BW Baden-Württemberg;BY Bayern;BE Berlin;BB Brandenburg;HB Bremen;HH Hamburg;HE Hessen;
MV Mecklenburg-Vorpommern;NI Niedersachsen;NW Nordrhein-Westfalen;RP Rheinland-Pfalz;SL Saarland;SN Sachsen;
ST Sachsen-Anhalt;SH Schleswig-Holstein;TH Thüringen`;

const parse = (country: string, table: string): Subdivision[] =>
  table
    .split(/;\s*/)
    .map((entry) => entry.trim())
    .map((entry) => ({ code: `${country}-${entry.slice(0, 2)}`, name: entry.slice(3) }));

const text = (
  name: string,
  label: string,
  placeholder: string,
  rules: string[] = ['required'],
): AddressField => ({
  name,
  label,
  placeholder,
  type: 'text',
  validation_rules: rules,
});
const select = (name: string, label: string, level: 1 | 2 | 3): AddressField => ({
  name,
  label,
  placeholder: `Select ${label.toLowerCase()}`,
  type: 'select',
  level,
  validation_rules: ['required'],
});

const node = (code: string, name: string, children?: Subdivision[]): Subdivision => ({
  code,
  name,
  ...(children ? { children } : {}),
});

export const seedAddressConfigs = (): LocalizedAddressConfig[] => [
  {
    country_code: 'US',
    fields: [
      text('address', 'Street address', '1 Market St'),
      text('city', 'City', 'San Francisco'),
      select('state', 'State', 1),
      text('zip', 'ZIP code', '94105', ['required', 'regex:^\\d{5}(-\\d{4})?$']),
    ],
    subdivisions: { children: parse('US', US_STATES) },
  },
  {
    country_code: 'GB',
    fields: [
      text('address', 'Address line 1', '10 Downing St'),
      text('address_2', 'Address line 2', 'Flat 2', []),
      text('city', 'Town or city', 'London'),
      text('county', 'County', 'Greater London', []),
      text('zip', 'Postcode', 'SW1A 2AA', [
        'required',
        'regex:^[A-Za-z]{1,2}\\d[A-Za-z\\d]? ?\\d[A-Za-z]{2}$',
      ]),
    ],
    subdivisions: { children: [] },
  },
  {
    country_code: 'DE',
    fields: [
      text('address', 'Straße und Hausnummer', 'Unter den Linden 1'),
      text('zip', 'PLZ', '10117', ['required', 'regex:^\\d{5}$']),
      text('city', 'Ort', 'Berlin'),
      select('state', 'Bundesland', 1),
    ],
    subdivisions: { children: parse('DE', DE_STATES) },
  },
  {
    country_code: 'AE',
    fields: [
      text('address', 'Address', 'Villa 12, Street 4'),
      select('emirate', 'Emirate', 1),
      select('area', 'Area', 2),
    ],
    subdivisions: {
      children: [
        node('AE-DU', 'Dubai', [
          node('AE-DU-MAR', 'Dubai Marina'),
          node('AE-DU-DWT', 'Downtown Dubai'),
          node('AE-DU-JLT', 'Jumeirah Lake Towers'),
        ]),
        node('AE-AZ', 'Abu Dhabi', [node('AE-AZ-KHA', 'Al Khalidiyah'), node('AE-AZ-RHA', 'Al Reem Island')]),
        node('AE-SH', 'Sharjah', [node('AE-SH-MAJ', 'Al Majaz')]),
        node('AE-AJ', 'Ajman', [node('AE-AJ-NUA', 'Al Nuaimiya')]),
        node('AE-UQ', 'Umm Al Quwain', [node('AE-UQ-SAL', 'Al Salamah')]),
        node('AE-RK', 'Ras Al Khaimah', [node('AE-RK-NAK', 'Al Nakheel')]),
        node('AE-FU', 'Fujairah', [node('AE-FU-FAS', 'Al Faseel')]),
      ],
    },
  },
  {
    country_code: 'PH',
    fields: [
      text('address', 'House no. and street', '123 Rizal St'),
      select('region', 'Region', 1),
      select('province', 'Province', 2),
      select('city', 'City or municipality', 3),
      text('zip', 'ZIP code', '1000', ['required', 'regex:^\\d{4}$']),
    ],
    subdivisions: {
      children: [
        node('PH-00', 'National Capital Region', [
          node('PH-NCR', 'Metro Manila', [
            node('PH-MNL', 'Manila'),
            node('PH-MKT', 'Makati'),
            node('PH-QZN', 'Quezon City'),
          ]),
        ]),
        node('PH-07', 'Central Visayas', [
          node('PH-CEB', 'Cebu', [node('PH-CEB-CC', 'Cebu City'), node('PH-CEB-LL', 'Lapu-Lapu')]),
          node('PH-BOH', 'Bohol', [node('PH-BOH-TAG', 'Tagbilaran')]),
        ]),
        node('PH-11', 'Davao Region', [node('PH-DAS', 'Davao del Sur', [node('PH-DAV', 'Davao City')])]),
      ],
    },
  },
];
