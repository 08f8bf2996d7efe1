import { readdir, readFile } from 'node:fs/promises';

/** RSS in bytes of one process from /proc/<pid>/status (0 once it is gone). */
async function rssOf(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kilobytes === undefined ? 0 : Number(kilobytes) * 1024;
  } catch {
    return 0;
  }
}

async function parentOf(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces; the fields after its closing parenthesis do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return undefined;
  }
}

/** `root` and every process below it (cluster workers of a PostgreSQL server). */
export async function processTree(root: number): Promise<number[]> {
  const entries = await readdir('/proc');
  const parents = new Map<number, number>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = await parentOf(Number(entry));
    if (parent !== undefined) parents.set(Number(entry), parent);
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

async function commandLine(pid: number): Promise<string> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** The server process this bench spawned (tsx's esbuild service is a child too, hence the name check). */
export async function findServerPid(): Promise<number> {
  for (const pid of await processTree(process.pid)) {
    if (pid !== process.pid && (await commandLine(pid)).includes('server.ts')) return pid;
  }
  throw new Error('no server process found below the bench process');
}

export interface RssSample {
  /** Sum over the server's processes. */
  total: number;
  /** The largest single process. */
  largest: number;
  /** Per process, in the order of the pids sampled. */
  each: number[];
}

export async function sampleRss(pids: readonly number[]): Promise<RssSample> {
  const each = await Promise.all(pids.map((pid) => rssOf(pid)));
  return { total: each.reduce((a, b) => a + b, 0), largest: Math.max(0, ...each), each };
}

/** Samples the server's RSS every `intervalMs` until stopped; keeps the peaks (of the sum and of each). */
export function startRssSampler(pids: readonly number[], intervalMs = 200) {
  const peak: RssSample = { total: 0, largest: 0, each: pids.map(() => 0) };
  let running = true;
  const loop = (async () => {
    while (running) {
      const sample = await sampleRss(pids);
      peak.total = Math.max(peak.total, sample.total);
      peak.largest = Math.max(peak.largest, sample.largest);
      peak.each = peak.each.map((value, index) => Math.max(value, sample.each[index] ?? 0));
      await new Promise((done) => setTimeout(done, intervalMs));
    }
  })();
  return {
    async stop(): Promise<RssSample> {
      running = false;
      await loop;
      return peak;
    },
  };
}

/**
 * Waits until the server's RSS stops moving (every worker has built its screening index after start-up,
 * not only the one that answered the probe search), so that the growth measured is the job's.
 */
export async function waitForSteadyRss(
  pids: readonly number[],
  timeoutMs = 180_000,
): Promise<RssSample> {
  const deadline = Date.now() + timeoutMs;
  let previous = await sampleRss(pids);
  let steadySeconds = 0;
  while (Date.now() < deadline && steadySeconds < 5) {
    await new Promise((done) => setTimeout(done, 1_000));
    const sample = await sampleRss(pids);
    steadySeconds =
      Math.abs(sample.total - previous.total) < 8 * 1024 * 1024 ? steadySeconds + 1 : 0;
    previous = sample;
  }
  return previous;
}
