export * from './plans';
export * from './signup';
export * from './approval';
