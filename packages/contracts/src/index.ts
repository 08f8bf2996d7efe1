export * from './roles';
export * from './errors';
export * from './envelope';
export * from './auth';
export * from './search';
export * from './usage';
export * from './account';
export * from './admin-sanctions';
