export * from './alert';
export * from './error-page';
export * from './error-text';
export * from './http-error';
export * from './not-found';
export * from './server-message-title';
