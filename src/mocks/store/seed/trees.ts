import type { TreeNode } from '../types';

type Outline = readonly (readonly [string, string, Outline?])[];

const build = (outline: Outline): TreeNode[] =>
  outline.map(([id, name, children]) => ({ id, name, children: children ? build(children) : [] }));

const INDUSTRIES: Outline = [
  [
    'ind_food',
    'Food and beverage',
    [
      ['ind_food_coffee', 'Coffee and tea'],
      ['ind_food_restaurants', 'Restaurants'],
      ['ind_food_grocery', 'Grocery'],
    ],
  ],
  [
    'ind_retail',
    'Retail',
    [
      ['ind_retail_fashion', 'Fashion and apparel'],
      ['ind_retail_electronics', 'Electronics'],
      ['ind_retail_wholesale', 'Wholesale'],
    ],
  ],
  [
    'ind_software',
    'Software and IT',
    [
      ['ind_software_saas', 'SaaS'],
      ['ind_software_games', 'Games'],
      ['ind_software_consulting', 'IT consulting'],
    ],
  ],
  [
    'ind_travel',
    'Travel and hospitality',
    [
      ['ind_travel_hotels', 'Hotels'],
      ['ind_travel_agencies', 'Travel agencies'],
    ],
  ],
  [
    'ind_education',
    'Education',
    [
      ['ind_education_online', 'Online courses'],
      ['ind_education_schools', 'Schools'],
    ],
  ],
  [
    'ind_services',
    'Professional services',
    [
      ['ind_services_marketing', 'Marketing'],
      ['ind_services_legal', 'Legal'],
      ['ind_services_accounting', 'Accounting'],
    ],
  ],
  [
    'ind_events',
    'Events and entertainment',
    [
      ['ind_events_ticketing', 'Ticketing'],
      ['ind_events_music', 'Music'],
    ],
  ],
  ['ind_nonprofit', 'Non-profit and charity'],
];

export const seedIndustries = (): TreeNode[] => build(INDUSTRIES);

const MERCHANT_TOPICS: Outline = [
  [
    'mst_processing',
    'Processing',
    [
      [
        'mst_processing_payments',
        'Payments and refunds',
        [
          ['mst_processing_refund', 'Refund a payment'],
          ['mst_processing_chargeback', 'Chargebacks'],
        ],
      ],
      ['mst_processing_widget', 'Payment widget'],
      ['mst_processing_settlements', 'Settlements'],
    ],
  ],
  [
    'mst_onboarding',
    'Business verification',
    [
      ['mst_onboarding_documents', 'Documents'],
      ['mst_onboarding_status', 'Application status'],
    ],
  ],
  [
    'mst_invoices',
    'Invoices',
    [
      ['mst_invoices_create', 'Create and send'],
      ['mst_invoices_paid', 'Marking invoices paid'],
    ],
  ],
  ['mst_events', 'Events and ticketing'],
  [
    'mst_wallet',
    'Wallet and payouts',
    [
      ['mst_wallet_mass', 'Mass payouts'],
      ['mst_wallet_auto', 'Auto-withdrawal'],
    ],
  ],
  ['mst_account', 'Account and sub-accounts'],
];

const PERSONAL_TOPICS: Outline = [
  [
    'pst_send',
    'Sending money',
    [
      ['pst_send_fees', 'Fees and limits'],
      ['pst_send_unregistered', 'Recipient without an account'],
    ],
  ],
  [
    'pst_add',
    'Adding money',
    [
      ['pst_add_card', 'With a card'],
      ['pst_add_bank', 'By bank transfer'],
    ],
  ],
  [
    'pst_cards',
    'Cards',
    [
      ['pst_cards_activate', 'Activate a card'],
      ['pst_cards_lost', 'Lost or stolen card'],
    ],
  ],
  ['pst_verification', 'Verification'],
  [
    'pst_account',
    'Account and security',
    [
      ['pst_account_password', 'Password'],
      ['pst_account_close', 'Close my account'],
    ],
  ],
];

/** The two support-topic trees of spec A §6: merchants get `merchant`, everyone else `personal`. */
export const seedSupportTopics = (): TreeNode[] => [
  { id: 'merchant', name: 'Merchant support', children: build(MERCHANT_TOPICS) },
  { id: 'personal', name: 'Personal support', children: build(PERSONAL_TOPICS) },
];
