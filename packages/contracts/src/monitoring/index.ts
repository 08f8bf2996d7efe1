export * from './subjects';
export * from './alerts';
export * from './statistics';
export * from './webhooks';
export * from './clearances';
