export * from './approvals';
export * from './failure-reasons';
export * from './fixed-values';
export * from './notes';
export * from './operations';
