import type { ListEntity } from '@sanctions/screening';
import { readXlsxSheets } from '../common/xlsx';
import type { ParsedPublication } from '../model';
import { readJpMofHeader } from './jp-mof-columns';
import { JP_MOF_LIST_SOURCE, mapJpMofRow } from './map-jp-mof-row';

/** "29.ロシア連邦(個人)" -> number 29, programme "ロシア連邦(個人)". */
const SHEET_NAME = /^\s*(\d+)\s*[.．]\s*(.+?)\s*$/;
/** A notice date cell reading "2011.11.18削除": the designation was deleted on that date. */
const DELETED = '削除';

/**
 * Reads Japan's Ministry of Finance asset-freeze list workbook (`shisantouketsuYYYYMMDD.xlsx`):
 * an index sheet (一覧) and one sheet per regime, each with its own columns, found by its header
 * row. Rows whose notice date marks them deleted (削除) are no longer designated and are left
 * out; so are the sheets of lifted regimes (【解除】), which have no header. The workbook states
 * no edition date (it is in the file name only).
 *
 * @throws Error when the workbook is corrupt, has no regime sheet, or a sheet name has no number.
 */
export function readJpMofXlsx(bytes: Uint8Array): ParsedPublication {
  const entities: ListEntity[] = [];
  let regimeSheets = 0;
  for (const sheet of readXlsxSheets(bytes)) {
    const header = readJpMofHeader(sheet.rows);
    if (header === undefined) continue;
    const name = SHEET_NAME.exec(sheet.name);
    if (!name?.[1] || !name[2]) throw new Error(`Japan MOF: sheet "${sheet.name}" has no number`);
    regimeSheets += 1;
    const regime = { number: name[1], programme: name[2], columns: header.columns };
    const dateColumn = header.columns.get('noticeDate')?.[0] ?? 0;
    for (const row of sheet.rows.slice(header.headerIndex + 1)) {
      if ((row[dateColumn] ?? '').includes(DELETED)) continue;
      const entity = mapJpMofRow(regime, row);
      if (entity) entities.push(entity);
    }
  }
  if (regimeSheets === 0) throw new Error('Japan MOF: the workbook has no regime sheet');
  return { sanctionList: 'jp', listSource: JP_MOF_LIST_SOURCE, format: 'jp-mof-xlsx', entities };
}
