export * from './billing';
export * from './organizations';
export * from './preferences';
export * from './sanctions';
export * from './search';
export * from './users';
export * from './jobs';
export * from './monitoring';
