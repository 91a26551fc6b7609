export * from './common/api-error';
export * from './system/build-info';
export * from './system/environment';
export * from './system/health';
