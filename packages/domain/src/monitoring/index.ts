export * from './constants';
export * from './error-event-scrub';
