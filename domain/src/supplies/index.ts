export * from './format';
export * from './kardex';
export * from './ledger-math';
export * from './messages';
export * from './schemas';
export * from './ledger-pages';
