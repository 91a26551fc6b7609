export * from './busy';
export * from './retry-policy';
export * from './url-redaction';
