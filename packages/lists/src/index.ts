export type { ParsedPublication, PepPublication, ListFile } from './model';
export { detectScript } from './common/detect-script';
export * from './ofac';
export * from './un';
export * from './eu';
export * from './uk';
export * from './detect';
export * from './pep';
export * from './grouping';
