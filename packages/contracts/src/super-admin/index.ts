export * from './live-stats';
export * from './search-history';
export * from './users';
export * from './password-history';
export * from './password-resets';
