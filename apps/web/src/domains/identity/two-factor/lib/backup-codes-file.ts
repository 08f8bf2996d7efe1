/** The backup codes as a text file: one code per line (spec 2.11). */
export function backupCodesText(codes: readonly string[]): string {
  return `${codes.join('\n')}\n`;
}

export const BACKUP_CODES_FILE_NAME = 'sanctions-screening-backup-codes.txt';
