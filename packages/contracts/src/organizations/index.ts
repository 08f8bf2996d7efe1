export * from './plans';
export * from './signup';
export * from './approval';
export * from './subscription-status';
export * from './workspace';
export * from './members';
export * from './invitations';
export * from './plan-management';
