export * from './actions';
