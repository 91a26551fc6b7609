export * from './alias';
export * from './fixed-values';
export * from './reference-codes';
export * from './roles';
export * from './two-factor-policy';
