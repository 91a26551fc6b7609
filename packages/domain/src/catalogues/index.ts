export * from './countries';
export * from './currencies';
export * from './types';
