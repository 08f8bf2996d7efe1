export type { ParsedPublication, ListFile } from './model';
export { detectScript } from './common/detect-script';
export * from './ofac';
