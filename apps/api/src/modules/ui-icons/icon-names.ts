import type { UiIconType } from '@paygrid/contracts';

/** Which Tabler icon stands for each value of the grid data that has icons; anything else has none. */
export const UI_ICON_NAMES: Readonly<Record<UiIconType, Readonly<Record<string, string>>>> = {
  // SPEC §3 currency types.
  'currency-types': {
    national: 'building-bank',
    digital: 'credit-card',
    crypto: 'currency-bitcoin',
    metal: 'coins',
    technical: 'test-pipe',
  },
  // SPEC §1 payment systems: cards, wires, e-wallets, cash, crypto, metals; plus bank transfers.
  'payment-methods': {
    card: 'credit-card',
    bank: 'building-bank',
    wire: 'transfer',
    'e-wallet': 'wallet',
    cash: 'cash',
    crypto: 'currency-bitcoin',
    metal: 'coins',
  },
  statuses: {
    active: 'circle-check',
    pending: 'clock',
    processing: 'hourglass',
    completed: 'circle-check',
    failed: 'circle-x',
    cancelled: 'ban',
    refunded: 'receipt-refund',
    blocked: 'alert-triangle',
  },
};
