export * from './column-layout';
export * from './layout-query';
export * from './saved-layout';
