export * from './failure-reasons';
export * from './fixed-values';
