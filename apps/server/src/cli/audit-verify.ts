/**
 * `npm run audit:verify -w @sanctions/server [-- --chain <staff|organisation id>] [--json]`: walks every audit
 * chain (ADR 037) and names the first broken link of each. Exit code 0 when all are intact, 1 when one is
 * broken, 2 on bad arguments. On the embedded database (PGlite) the server must be stopped first.
 */
import { auditChainKeySchema } from '@sanctions/contracts';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { createDatabase } from '../db/client';
import { auditTrailReportLines, verifyAllAuditChains } from '../domains/administration';
import { loadDotEnvFile, loadEnv } from '../env';

const USAGE =
  'Usage: npm run audit:verify -w @sanctions/server -- [--chain <staff|organisation id>] [--json]';

function parseArgs(argv: readonly string[]): { chain?: string; json: boolean } {
  let chain: string | undefined;
  let json = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--json') json = true;
    else if (arg === '--chain') {
      const parsed = auditChainKeySchema.safeParse(argv[++i]);
      if (!parsed.success) throw new Error('--chain needs `staff` or an organisation id');
      chain = parsed.data;
    } else throw new Error(`Unknown argument: ${arg ?? ''}`);
  }
  return chain === undefined ? { json } : { chain, json };
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  loadDotEnvFile();
  const env = loadEnv();
  const release = env.DATABASE_URL ? () => undefined : acquireDataDirLock(env.DATA_DIR);
  const database = createDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    const report = await verifyAllAuditChains(database.db, new Date(), args.chain);
    const text = args.json
      ? JSON.stringify(report, null, 2)
      : auditTrailReportLines(report).join('\n');
    process.stdout.write(`${text}\n`);
    return report.intact ? 0 : 1;
  } finally {
    await database.close();
    release();
  }
}

process.exitCode = await main();
