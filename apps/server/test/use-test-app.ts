import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from './build-app';
import type { BuildTestAppOptions, TestApp } from './build-app';

/**
 * One app on its own database for the calling describe block: built in beforeAll, closed in afterAll.
 * Its fields are read through getters, so read them inside tests and hooks, never at collection time.
 */
export function useTestApp(options: BuildTestAppOptions = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(options);
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = (): TestApp => {
    if (built === undefined)
      throw new Error('useTestApp: the app is built in beforeAll; read it inside a test');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get database() {
      return current().database;
    },
    get env() {
      return current().env;
    },
    close: () => current().close(),
  };
}
