export * from './date-input';
export * from './date-time-format';
export * from './input-segments';
export * from './number-format';
export * from './relative-time';
export * from './time-input';
export * from './time-zone';
export * from './time-zone-names';
