export * from './cookies';
export * from './device';
export * from './locale';
export * from './reload-guard';
export * from './session-expiry';
export * from './tab-session';
