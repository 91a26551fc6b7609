export * from './hosts';
export * from './identifiers';
export * from './match-route';
export * from './redirect-rule';
export * from './registration-gate';
export * from './route-middleware';
export * from './route-table';
