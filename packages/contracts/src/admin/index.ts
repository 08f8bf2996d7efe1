export * from './users';
export * from './recent-activity';
