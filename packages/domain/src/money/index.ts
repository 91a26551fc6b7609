export * from './currency-exponent';
export * from './decimal';
export * from './minor-units';
