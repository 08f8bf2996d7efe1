/** `npx tsx tools/bench/src/deck/q-run.ts "first|last" ...`: top matches with the English explanation. */
import { buildScreeningIndex, screen } from '@sanctions/screening';
import { parseListFolder } from '@sanctions/server/domains/lists/sanctions/parse-list-folder';
import { toEngineQuery } from '@sanctions/server/domains/screening/engine/to-engine-query';
import { SHARED_LISTS_DIR } from '@sanctions/server/test/shared-data';

const lists = await parseListFolder(SHARED_LISTS_DIR);
const index = buildScreeningIndex(lists.entities);
for (const arg of process.argv.slice(2)) {
  const [firstName = '', lastName = '', want = ''] = arg.split('|');
  const result = screen(
    index,
    toEngineQuery({
      firstName,
      lastName,
      arabicName: '',
      searchType: 'fuzzy',
      sanctionLists: 'all',
    }),
    {
      minConfidence: 0,
      maxResults: 2000,
    },
  );
  console.log(`== ${arg}`);
  const shown = result.matches.filter(
    (m, i) => i < 3 || (want !== '' && `${m.entity.sanctionList}/${m.entity.sourceId}` === want),
  );
  for (const m of shown)
    console.log(
      `  ${m.entity.sanctionList}/${m.entity.sourceId} ${m.confidence}: ${m.analysis.en}`,
    );
}
