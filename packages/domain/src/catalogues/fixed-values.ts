/** §3 the fixed value lists of the catalogues, declared once: contracts make z.enum of them, the API Drizzle columns. */
export const CONTINENTS = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const;
export const REGION_TAGS = ['MENA', 'CIS', 'FATF', 'OFAC'] as const;
export const CURRENCY_TYPES = ['national', 'digital', 'crypto', 'metal', 'technical'] as const;
