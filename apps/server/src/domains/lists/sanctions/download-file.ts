/** Limits of one download. */
export interface DownloadOptions {
  /** Abort an attempt that has not finished after this many milliseconds. */
  timeoutMs: number;
  /** Refuse a body larger than this many bytes (checked on Content-Length and while reading). */
  maxBytes: number;
  /** Attempts after the first one, for network errors, timeouts, 408, 429 and 5xx answers. */
  retries: number;
  /** Wait before retry n is backoffMs * 2^(n-1). */
  backoffMs: number;
}

/**
 * The largest list file read, downloaded or from the list folder. Official lists are 1-30 MB today;
 * 200 MB leaves room for growth and still stops a runaway body or a planted file.
 */
export const MAX_LIST_FILE_BYTES = 200 * 1024 * 1024;

export const DEFAULT_DOWNLOAD_OPTIONS: DownloadOptions = {
  timeoutMs: 120_000,
  maxBytes: MAX_LIST_FILE_BYTES,
  retries: 3,
  backoffMs: 2_000,
};

/** A failure that another attempt will not fix (4xx, too large). */
class PermanentDownloadError extends Error {
  override name = 'PermanentDownloadError';
}

/** Downloads one URL into memory with a timeout, a size limit and retries with exponential backoff. */
export async function downloadFile(url: string, options: DownloadOptions): Promise<Uint8Array> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= options.retries; attempt += 1) {
    if (attempt > 0) await sleep(options.backoffMs * 2 ** (attempt - 1));
    try {
      return await downloadOnce(url, options);
    } catch (error) {
      lastError = error;
      if (error instanceof PermanentDownloadError) break;
    }
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  throw new Error(`download of ${url} failed: ${reason}`, { cause: lastError });
}

async function downloadOnce(url: string, options: DownloadOptions): Promise<Uint8Array> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`no complete answer within ${options.timeoutMs} ms`)),
    options.timeoutMs,
  );
  try {
    const response = await fetch(url, { signal: controller.signal, redirect: 'follow' });
    if (!response.ok) {
      const message = `HTTP ${response.status}`;
      await response.body?.cancel();
      if (isRetryableStatus(response.status)) throw new Error(message);
      throw new PermanentDownloadError(message);
    }
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      await response.body?.cancel();
      throw new PermanentDownloadError(tooLarge(options.maxBytes));
    }
    return await readLimited(response, options.maxBytes, controller);
  } catch (error) {
    if (controller.signal.aborted && controller.signal.reason instanceof Error) {
      throw controller.signal.reason;
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function readLimited(
  response: Response,
  maxBytes: number,
  controller: AbortController,
): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      controller.abort(new PermanentDownloadError(tooLarge(maxBytes)));
      throw new PermanentDownloadError(tooLarge(maxBytes));
    }
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

function tooLarge(maxBytes: number): string {
  return `the file is larger than the limit of ${maxBytes} bytes`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
