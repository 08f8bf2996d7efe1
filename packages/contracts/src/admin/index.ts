export * from './users';
export * from './recent-activity';
export * from './analytics';
export * from './office-address';
export * from './audit-trail';
