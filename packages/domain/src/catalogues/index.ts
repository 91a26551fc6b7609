export * from './countries';
export * from './currencies';
export * from './region-lists';
export * from './types';
