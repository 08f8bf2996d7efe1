export * from './billing';
export * from './organizations';
export * from './sanctions';
export * from './search';
export * from './users';
