export * from './bulk-fields';
export * from './bulk-job';
export * from './upload-refusals';
