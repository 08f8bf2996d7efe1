export { parseListFiles } from './parse-list-files';
export type { ListFileError, ParsedListFiles } from './parse-list-files';
export { sniffListFormat } from './sniff-list-format';
export type { ListFormat } from './sniff-list-format';
export { describeFileContent, fileContentText } from './describe-file-content';
export type { FileContent } from './describe-file-content';
