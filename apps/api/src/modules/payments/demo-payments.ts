import {
  currencies as catalogue,
  decimalToMinor,
  type FailureReason,
  type PaymentMethod,
  type PaymentMode,
  type PaymentStatus,
  type PaymentType,
} from '@paygrid/domain';
import { ulid } from 'ulid';
import type { NewPayment } from './record-payments';
import { integerBelow, oneOf, pick, type Random, seededRandom, seedOf } from './seeded-random';
import type { PaymentStatusStep } from './tables';

const exponents = new Map(catalogue.map((currency) => [currency.code, currency.exponent]));
const exponentOf = (code: string): number => {
  const exponent = exponents.get(code);
  if (exponent === undefined) throw new Error(`${code} is not in the currency catalogue`);
  return exponent;
};

/** Where the payments' customers live, by weight (catalogue country codes). */
const COUNTRIES = [
  ['UA', 30],
  ['PL', 12],
  ['DE', 10],
  ['GB', 8],
  ['US', 8],
  ['FR', 5],
  ['NL', 4],
  ['CZ', 4],
  ['LT', 3],
  ['ES', 3],
  ['IT', 3],
  ['KZ', 3],
  ['TH', 2],
  ['CA', 2],
  ['JP', 1],
  ['KW', 1],
  ['CH', 1],
] as const;

/** Card, wire, e-wallet and cash money by currency, with a typical amount in major units. */
const FIAT = [
  ['USD', 30, 80],
  ['EUR', 25, 70],
  ['UAH', 20, 2500],
  ['GBP', 6, 60],
  ['PLN', 6, 300],
  ['KZT', 3, 30000],
  ['THB', 2, 2000],
  ['CHF', 2, 90],
  ['CAD', 2, 100],
  ['JPY', 2, 9000],
  ['KWD', 1, 25],
] as const;
const CRYPTO = [
  ['BTC', 5, 0.01],
  ['ETH', 3, 0.2],
  ['USDT', 4, 150],
  ['LTC', 1, 2],
] as const;
const METALS = [
  ['XAU', 3, 2],
  ['XAG', 2, 40],
] as const;
const TYPICAL = new Map<string, number>(
  [...FIAT, ...CRYPTO, ...METALS].map(([code, , typical]) => [code, typical]),
);

/** Real currency pairs and roughly real rates (units of the target per unit of the source). */
const EXCHANGE_PAIRS = [
  ['USD', 'EUR', 0.92],
  ['EUR', 'USD', 1.087],
  ['USD', 'UAH', 41.3],
  ['EUR', 'UAH', 44.9],
  ['GBP', 'USD', 1.27],
  ['EUR', 'PLN', 4.31],
  ['USD', 'JPY', 151.2],
  ['BTC', 'USD', 67250],
  ['ETH', 'USD', 3480],
  ['XAU', 'USD', 2390],
  ['USDT', 'USD', 1],
  ['USD', 'KZT', 478.5],
] as const;

const METHODS: ReadonlyArray<readonly [PaymentMethod, number]> = [
  ['card', 55],
  ['wire', 15],
  ['e-wallet', 15],
  ['cash', 4],
  ['crypto', 8],
  ['metals', 3],
];
const TYPES: ReadonlyArray<readonly [PaymentType, number]> = [
  ['payin', 70],
  ['payout', 16],
  ['exchange', 9],
  ['refund', 5],
];
/** Failures as a platform words them, with the code each maps to: card declines for cards, the rest elsewhere. */
const CARD_FAILURES: ReadonlyArray<readonly [FailureReason, string]> = [
  ['insufficient_funds', 'Insufficient funds'],
  ['do_not_honour', 'Do not honour'],
  ['card_expired', 'Card expired'],
  ['three_ds_failed', '3-D Secure failed'],
  ['limit_exceeded', 'Limit exceeded'],
  ['invalid_card_details', 'Invalid card number'],
  ['issuer_unavailable', 'Issuer or switch inoperative (91)'],
  ['fraud_suspected', 'Suspected fraud'],
];
const OTHER_FAILURES: ReadonlyArray<readonly [FailureReason, string]> = [
  ['insufficient_funds', 'Insufficient funds'],
  ['limit_exceeded', 'Limit exceeded'],
  ['invalid_account', 'Beneficiary account closed'],
  ['not_permitted', 'Currency not permitted for this account'],
  ['processing_error', 'Provider timed out'],
  ['other', 'Rejected by the payment system (R17)'],
];
const FIRST = [
  'olena',
  'taras',
  'anna',
  'marek',
  'julia',
  'lukas',
  'emma',
  'oliver',
  'sofia',
  'ivan',
  'noah',
  'mia',
];
const LAST = [
  'kovalenko',
  'nowak',
  'schmidt',
  'smith',
  'martin',
  'bondar',
  'novak',
  'garcia',
  'rossi',
  'tanaka',
];
const DOMAINS = ['example.com', 'mail.example', 'post.example.org', 'inbox.example.net'];
const CHANNELS = ['web', 'mobile', 'api', 'pos'] as const;

/** Busy afternoons, quiet nights (weights per hour of the organisation's day, UTC+2). */
const HOURS = [1, 1, 1, 1, 1, 2, 3, 5, 7, 9, 10, 10, 10, 10, 10, 10, 10, 9, 9, 8, 7, 5, 3, 2];
const HOUR_CHOICES = HOURS.map((weight, index) => [index, weight] as const);
/** Sunday first: weekends are quieter. */
const WEEKDAYS = [5, 10, 10, 10, 10, 11, 6];

/** Vendor entries of the catalogue by method prefix (CARDUSD, WIREEUR, EWUAH, CASHKZT). */
const VENDOR_PREFIX: Partial<Record<PaymentMethod, string>> = {
  card: 'CARD',
  wire: 'WIRE',
  'e-wallet': 'EW',
  cash: 'CASH',
};
const vendors = new Set(catalogue.filter((currency) => currency.vendor).map((currency) => currency.code));

const DAY = 86_400_000;

/** An amount around `typical` major units, as minor units of the currency (a log-normal spread). */
function amountMinor(random: Random, typical: number, currency: string): bigint {
  const spread = Math.exp((random() + random() + random() - 1.5) * 1.6);
  const exponent = exponentOf(currency);
  const major = (typical * spread).toFixed(Math.min(exponent, 8));
  return decimalToMinor(major, exponent) ?? 1n;
}

/** target = amount × rate, in the target's minor units, by exact integer arithmetic (rounded down). */
function exchanged(amount: bigint, from: string, to: string, rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  const rateUnits = BigInt(`${whole}${fraction}`);
  const numerator = amount * rateUnits * 10n ** BigInt(exponentOf(to));
  return numerator / (10n ** BigInt(fraction.length) * 10n ** BigInt(exponentOf(from)));
}

/** An instant in the last `days` days, following the daily and weekly rhythm and a slow growth. */
function instantIn(random: Random, now: number, days: number): number {
  for (;;) {
    const daysAgo = integerBelow(random, days);
    const growth = 1 - (daysAgo / days) * 0.35;
    const day = new Date(now - daysAgo * DAY);
    if (random() * 11 > (WEEKDAYS[day.getUTCDay()] ?? 10) * growth) continue;
    const hour = pick(random, HOUR_CHOICES);
    const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - 2);
    const at = start + integerBelow(random, 3_600_000);
    if (at < now) return at;
  }
}

function statusOf(random: Random, ageMs: number): PaymentStatus {
  if (ageMs < 10 * 60_000)
    return pick(random, [
      ['created', 2],
      ['processing', 3],
      ['success', 5],
    ]);
  return pick(random, [
    ['success', 900],
    ['failed', 55],
    ['cancelled', 15],
    ['refunded', 15],
    ['processing', 10],
    ['created', 5],
  ]);
}

/**
 * A card pay-in waits for its capture as `authorized`, not `processing` (issue 38): one still processing after an hour
 * is shown so, without drawing another random number (the rest of the data set stays as it was).
 */
function authorizedWhenCard(
  status: PaymentStatus,
  type: string,
  method: PaymentMethod,
  ageMs: number,
): PaymentStatus {
  return status === 'processing' && type === 'payin' && method === 'card' && ageMs > 3_600_000
    ? 'authorized'
    : status;
}

type DemoHistory = { steps: PaymentStatusStep[]; failure?: readonly [FailureReason, string] };

function historyOf(
  random: Random,
  status: PaymentStatus,
  method: PaymentMethod,
  createdAt: number,
  now: number,
): DemoHistory {
  const at = (offset: number) => new Date(Math.min(createdAt + offset, now)).toISOString();
  const steps: PaymentStatusStep[] = [{ status: 'created', at: at(0) }];
  if (status === 'created') return { steps };
  if (status === 'cancelled') {
    steps.push({
      status,
      at: at(60_000 + integerBelow(random, 600_000)),
      reason: 'Cancelled by the customer',
    });
    return { steps };
  }
  const processing = 500 + integerBelow(random, 20_000);
  steps.push({ status: 'processing', at: at(processing) });
  if (status === 'processing') return { steps };
  if (status === 'authorized') {
    steps.push({ status, at: at(processing + 2_000) });
    return { steps };
  }
  const settled = processing + 1_000 + integerBelow(random, 120_000);
  if (status === 'failed') {
    const failure = oneOf(random, method === 'card' ? CARD_FAILURES : OTHER_FAILURES);
    steps.push({ status, at: at(settled), reason: failure[1] });
    return { steps, failure };
  }
  steps.push({ status: 'success', at: at(settled) });
  if (status === 'refunded')
    steps.push({
      status,
      at: at(settled + DAY * (1 + integerBelow(random, 5))),
      reason: 'Refunded at the customer’s request',
    });
  return { steps };
}

export type DemoPaymentsRequest = {
  organizationId: string;
  /** Makes the data set differ per organisation while staying the same run after run. */
  seedText: string;
  mode: PaymentMode;
  count: number;
  now: number;
  days?: number;
};

/** Deterministic, realistic payments for the demo and `npm run db:seed -- --payments N` (issue 16). */
export function demoPayments(request: DemoPaymentsRequest): NewPayment[] {
  const random = seededRandom(seedOf(`${request.seedText}:${request.mode}`));
  const days = request.days ?? 90;
  const instants = Array.from({ length: request.count }, () => instantIn(random, request.now, days)).sort(
    (a, b) => a - b,
  );
  return instants.map((createdAt, index) => {
    const type = pick(random, TYPES);
    let method = pick(random, METHODS);
    let currency: string;
    let amount: bigint;
    let target: { minor: bigint; currency: string; rate: string } | null = null;
    if (type === 'exchange') {
      const [from, to, base] = oneOf(random, EXCHANGE_PAIRS);
      currency = from;
      method =
        from === 'BTC' || from === 'ETH' || from === 'USDT' ? 'crypto' : from === 'XAU' ? 'metals' : 'wire';
      const typical = TYPICAL.get(from) ?? 100;
      amount = amountMinor(random, typical * 5, from);
      const rate = (base * (1 + (random() - 0.5) * 0.04)).toPrecision(7);
      target = { minor: exchanged(amount, from, to, rate), currency: to, rate };
    } else {
      const pool = method === 'crypto' ? CRYPTO : method === 'metals' ? METALS : FIAT;
      const [code, , typical] = pick(
        random,
        pool.map((entry) => [entry, entry[1]] as const),
      );
      currency = code;
      amount = amountMinor(random, type === 'payout' ? typical * 4 : typical, code);
    }
    const status = authorizedWhenCard(
      statusOf(random, request.now - createdAt),
      type,
      method,
      request.now - createdAt,
    );
    const prefix = VENDOR_PREFIX[method];
    const vendorCode = prefix
      ? `${prefix}${currency}`
      : method === 'crypto' && currency === 'BTC'
        ? 'PMBTC'
        : '';
    const country = pick(random, COUNTRIES);
    const email = `${oneOf(random, FIRST)}.${oneOf(random, LAST)}${integerBelow(random, 900) + 100}@${oneOf(random, DOMAINS)}`;
    const day = new Date(createdAt).toISOString().slice(0, 10).replaceAll('-', '');
    const reference = `${type === 'payout' ? 'PO' : type === 'refund' ? 'RF' : type === 'exchange' ? 'FX' : 'ORD'}-${day}-${String(index + 1).padStart(6, '0')}`;
    const channel = oneOf(random, CHANNELS);
    const metadata: Record<string, string> = {
      order_id: `A${100000 + integerBelow(random, 900000)}`,
      channel,
    };
    if (random() < 0.3)
      metadata.campaign = pick(random, [
        ['spring-sale', 2],
        ['loyalty', 3],
        ['partner-kyiv', 1],
      ]);
    const feeRate = method === 'card' ? 0.018 : method === 'wire' ? 0.004 : 0.01;
    const { steps: history, failure } = historyOf(random, status, method, createdAt, request.now);
    const id = ulid(createdAt, random);
    return {
      id,
      organizationId: request.organizationId,
      mode: request.mode,
      type,
      status,
      amountMinor: amount,
      currency,
      targetAmountMinor: target?.minor ?? null,
      targetCurrency: target?.currency ?? null,
      rate: target?.rate ?? null,
      feeMinor: (amount * BigInt(Math.round(feeRate * 10_000))) / 10_000n,
      method,
      vendor: vendors.has(vendorCode) ? vendorCode : null,
      threeDs: method === 'card' ? random() < 0.75 : null,
      customerEmail: email,
      customerCountry: country,
      reference,
      description: `${type === 'payin' ? 'Order' : type === 'payout' ? 'Payout' : type === 'refund' ? 'Refund' : 'Exchange'} ${metadata.order_id} via ${channel}`,
      failureReason: failure?.[0] ?? null,
      failureMessage: failure?.[1] ?? null,
      statusHistory: history,
      metadata,
      createdAt: new Date(createdAt),
      updatedAt: new Date(history.at(-1)?.at ?? createdAt),
    };
  });
}
