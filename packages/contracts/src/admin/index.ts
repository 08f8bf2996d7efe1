export * from './users';
export * from './recent-activity';
export * from './analytics';
