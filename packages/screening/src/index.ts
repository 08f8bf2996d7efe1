export type * from './model/list-entity';
