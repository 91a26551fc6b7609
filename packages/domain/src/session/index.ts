export * from './cookies';
export * from './locale';
export * from './reload-guard';
export * from './session-expiry';
export * from './tab-session';
