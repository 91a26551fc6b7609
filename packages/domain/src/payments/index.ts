export * from './fixed-values';
export * from './payment-money';
