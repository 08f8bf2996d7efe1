export * from './bulk-fields';
export * from './bulk-job';
