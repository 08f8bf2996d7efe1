import { BULK_FIELDS } from '@sanctions/contracts';
import type { BulkFileFormat } from '@sanctions/contracts';
import ExcelJS from 'exceljs';
import { templateHeaders } from './bulk-file-texts';
import type { BulkFileLocale } from './bulk-file-texts';
import {
  DATA_SHEET,
  INSTRUCTIONS,
  INSTRUCTIONS_SHEET,
  TEMPLATE_EXAMPLES,
} from './bulk-template-content';
import { UTF8_BOM, csvLine } from './csv-line';

/** The upload template: the locale's headers and two example rows (plus an instructions sheet in Excel). */
export async function writeBulkTemplate(
  format: BulkFileFormat,
  locale: BulkFileLocale,
): Promise<Buffer> {
  const headers = templateHeaders(locale);
  const header = BULK_FIELDS.map((field) => headers[field]);
  const examples = TEMPLATE_EXAMPLES[locale].map((row) => BULK_FIELDS.map((field) => row[field]));
  if (format === 'csv') {
    return Buffer.from(
      UTF8_BOM + [header, ...examples].map((cells) => csvLine(cells)).join(''),
      'utf8',
    );
  }
  const rightToLeft = locale === 'ar';
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(DATA_SHEET[locale], {
    views: [{ rightToLeft, state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow(header).font = { bold: true };
  for (const example of examples) sheet.addRow(example);
  sheet.columns.forEach((column) => {
    column.width = 22;
  });
  // Text format keeps Excel from turning references and dates typed later into numbers.
  sheet.getColumn(BULK_FIELDS.indexOf('reference') + 1).numFmt = '@';
  sheet.getColumn(BULK_FIELDS.indexOf('dateOfBirth') + 1).numFmt = '@';
  const instructions = workbook.addWorksheet(INSTRUCTIONS_SHEET[locale], {
    views: [{ rightToLeft }],
  });
  instructions.getColumn(1).width = 110;
  for (const line of INSTRUCTIONS[locale]) instructions.addRow([line]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
