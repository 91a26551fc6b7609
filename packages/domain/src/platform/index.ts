export * from './api-keys';
export * from './events';
export * from './payment-status-changes';
export * from './webhooks';
