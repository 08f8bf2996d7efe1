import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SHARED_LISTS_DIR } from '../../test/shared-data';
import { screenErrorLineSchema, screenResultLineSchema } from './screen-lines';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx');

/** Runs a command from the repository root with `input` on stdin; resolves with stdout, stderr and exit code. */
function run(command: string, args: string[], input: string) {
  return new Promise<{ stdout: string; stderr: string; code: number | null }>((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ stdout, stderr, code }));
    child.stdin.end(input);
  });
}

const jsonl = (lines: unknown[]) =>
  lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n';
// Result and error lines alike carry the query's id (null when the line could not be read).
const lineIdSchema = z.object({ id: z.unknown() });
const parseLines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);

// No database is opened here: the file runs once, with the PGlite suite, not again on PostgreSQL (ADR 022).
describe.skipIf(process.env.TEST_DATABASE_URL)('npm run screen (UN list only)', () => {
  let listsDir: string;

  beforeAll(async () => {
    listsDir = await mkdtemp(join(tmpdir(), 'screen-cli-'));
    await mkdir(join(listsDir, 'un'));
    await copyFile(
      join(SHARED_LISTS_DIR, 'un/consolidated.xml'),
      join(listsDir, 'un/consolidated.xml'),
    );
  });
  afterAll(async () => {
    await rm(listsDir, { recursive: true, force: true });
  });

  it('answers every line in order, only JSONL on stdout, and keeps going after bad lines', async () => {
    const input = jsonl([
      {
        id: 'kaina',
        firstName: 'INNOCENT',
        lastName: 'KAINA',
        arabicName: '',
        searchType: 'exact',
        sanctionLists: 'un',
      },
      '{"id": "broken", ',
      { id: 42, firstName: ' ', lastName: '', arabicName: '' },
      { id: 'bad-type', lastName: 'KAINA', searchType: 'soundex' },
      {
        id: 'nobody',
        firstName: 'Zzyzx',
        lastName: 'Qwxyrtlop',
        arabicName: '',
        searchType: 'fuzzy',
        sanctionLists: 'all',
      },
    ]);
    const { stdout, stderr, code } = await run(
      'npm',
      ['run', '--silent', 'screen', '--', '--lists', listsDir],
      input,
    );

    expect(code, stderr).toBe(0);
    const lines = parseLines(stdout);
    expect(lines.map((l) => lineIdSchema.parse(l).id)).toEqual([
      'kaina',
      null,
      42,
      'bad-type',
      'nobody',
    ]);

    const kaina = screenResultLineSchema.parse(lines[0]);
    const first = kaina.matches[0];
    expect(first?.sanctionEntry).toMatchObject({
      sanctionList: 'un',
      sourceId: 'CDi.004',
      fullName: 'INNOCENT KAINA',
    });
    expect(first).toMatchObject({ confidence: 100, riskLevel: 'high', status: 'active_sanction' });
    expect(kaina.totalMatches).toBe(kaina.matches.length);

    expect(screenErrorLineSchema.parse(lines[1])).toMatchObject({
      line: 2,
      error: expect.stringContaining('Invalid JSON'),
    });
    expect(screenErrorLineSchema.parse(lines[2]).issues).toEqual([
      { path: ['firstName'], message: 'At least one name field must be provided' },
    ]);
    expect(screenErrorLineSchema.parse(lines[3]).issues?.map((i) => i.path)).toEqual([
      ['searchType'],
    ]);
    expect(screenResultLineSchema.parse(lines[4])).toMatchObject({ totalMatches: 0, matches: [] });
  });

  it('returns matches sorted by confidence and honours --min-confidence', async () => {
    const query = {
      id: 'fuzzy',
      firstName: 'Inocent',
      lastName: 'Kayna',
      arabicName: '',
      searchType: 'fuzzy',
      sanctionLists: 'all',
    };
    const byDefault = await run(
      TSX,
      ['apps/server/src/cli/screen.ts', '--lists', listsDir, '--min-confidence', '0'],
      jsonl([query]),
    );
    const strict = await run(
      TSX,
      ['apps/server/src/cli/screen.ts', '--lists', listsDir, '--min-confidence', '95'],
      jsonl([query]),
    );

    const loose = screenResultLineSchema.parse(parseLines(byDefault.stdout)[0]);
    const confidences = loose.matches.map((m) => m.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    // Precondition: the loose run has matches the strict run must drop.
    expect(confidences.some((c) => c < 95)).toBe(true);

    const tight = screenResultLineSchema.parse(parseLines(strict.stdout)[0]);
    expect(tight.matches.every((m) => m.confidence >= 95)).toBe(true);
    expect(tight.totalMatches).toBeLessThan(loose.totalMatches);
  });

  it('refuses a bad argument with usage on stderr and nothing on stdout', async () => {
    const { stdout, stderr, code } = await run(
      TSX,
      ['apps/server/src/cli/screen.ts', '--lists', listsDir, '--min-confidence', '120'],
      '',
    );
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('--min-confidence must be an integer from 0 to 100');
  });

  it('names a missing list folder on stderr and exits 1 with nothing on stdout', async () => {
    const missing = join(listsDir, 'no-such-folder');
    const { stdout, stderr, code } = await run(
      TSX,
      ['apps/server/src/cli/screen.ts', '--lists', missing],
      '',
    );
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(`screen: the list folder ${missing} does not exist`);
  });
});
