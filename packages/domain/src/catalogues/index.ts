export * from './countries';
export * from './currencies';
export * from './fixed-values';
export * from './region-lists';
export * from './types';
