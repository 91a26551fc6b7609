export * from './common-passwords';
export * from './password-policy';
