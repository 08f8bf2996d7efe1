// First load of the web app in a cold Chromium: bytes over the wire, requests and time until usable.
//
//   node apps/web/scripts/measure-first-load.mjs [baseUrl] [--runs 3] [--email E --password P]
//
// Point it at a running production server (`npm start`, or `node apps/server/dist/server.js` with its env).
// `/` is measured as a visitor; `/sanctions-screening` as a signed-in user when --email/--password (or
// MEASURE_EMAIL/MEASURE_PASSWORD) are given: the tokens go into local storage before the page loads, as
// after a sign-in, so the screen itself is measured rather than the sign-in page it shows a visitor.
// Every run launches a new browser (empty HTTP cache); the median of the runs is printed.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    email: { type: 'string', default: process.env.MEASURE_EMAIL },
    password: { type: 'string', default: process.env.MEASURE_PASSWORD },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    // `4g`: DevTools' "Fast 4G" (9 Mbit/s down, 60 ms round trip), so bytes show up in the times as on a phone.
    network: { type: 'string', default: 'none' },
  },
});
const baseUrl = (positionals[0] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 3);

/** The element that means "the page can be used": the landing page's heading, the search button. */
const PAGES = [
  { path: '/', ready: 'h1', signedIn: false },
  { path: '/sanctions-screening', ready: 'form button[type="submit"]', signedIn: true },
];

async function signIn() {
  if (!values.email || !values.password) return null;
  const response = await fetch(`${baseUrl}/api/v2/auth-simple/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: values.email, password: values.password }),
  });
  const body = await response.json();
  const tokens = body?.data?.tokens;
  if (!response.ok || !tokens?.accessToken) {
    throw new Error(`sign-in failed (${response.status}): ${JSON.stringify(body).slice(0, 200)}`);
  }
  return tokens;
}

async function measureOnce(page, tokens) {
  const browser = await chromium.launch({ executablePath: values.chromium });
  try {
    const context = await browser.newContext();
    if (page.signedIn && tokens) {
      await context.addInitScript(
        ([access, refresh]) => {
          localStorage.setItem('accessToken', access);
          localStorage.setItem('refreshToken', refresh);
        },
        [tokens.accessToken, tokens.refreshToken],
      );
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (values.network === '4g') {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 60,
        downloadThroughput: (9 * 1024 * 1024) / 8,
        uploadThroughput: (1.5 * 1024 * 1024) / 8,
      });
    }
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      requests.set(requestId, { url: request.url, type, encoded: 0, decoded: 0 });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const entry = requests.get(requestId);
      if (entry) entry.decoded += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (entry) entry.encoded = encodedDataLength;
    });

    const started = performance.now();
    await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'commit' });
    await tab.locator(page.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
    const visibleMs = performance.now() - started;
    await tab.waitForLoadState('networkidle');
    const idleMs = performance.now() - started;
    const timing = await tab.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation');
      return { domInteractive: nav.domInteractive, load: nav.loadEventEnd };
    });
    const all = [...requests.values()];
    const scripts = all.filter((entry) => entry.type === 'Script');
    return {
      requests: all.length,
      transferred: all.reduce((sum, entry) => sum + entry.encoded, 0),
      decoded: all.reduce((sum, entry) => sum + entry.decoded, 0),
      jsTransferred: scripts.reduce((sum, entry) => sum + entry.encoded, 0),
      jsDecoded: scripts.reduce((sum, entry) => sum + entry.decoded, 0),
      domInteractive: timing.domInteractive,
      load: timing.load,
      visibleMs,
      idleMs,
    };
  } finally {
    await browser.close();
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

const tokens = await signIn();
const rows = [];
for (const page of PAGES) {
  if (page.signedIn && !tokens) {
    console.warn(`${page.path}: skipped (no --email/--password to sign in with)`);
    continue;
  }
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await measureOnce(page, tokens));
  const pick = (key) => median(samples.map((sample) => sample[key]));
  rows.push({
    page: page.path,
    requests: pick('requests'),
    transferred: kb(pick('transferred')),
    uncompressed: kb(pick('decoded')),
    'JS transferred': kb(pick('jsTransferred')),
    'JS uncompressed': kb(pick('jsDecoded')),
    domInteractive: ms(pick('domInteractive')),
    load: ms(pick('load')),
    'usable (element visible)': ms(pick('visibleMs')),
    'network idle': ms(pick('idleMs')),
  });
}
console.log(
  `First load, cold Chromium, median of ${runs} run(s), network ${values.network}, ${baseUrl}`,
);
console.table(rows);
