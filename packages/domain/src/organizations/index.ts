export * from './alias';
export * from './reference-codes';
export * from './roles';
