export * from './domain-field';
export * from './domain-issues';
