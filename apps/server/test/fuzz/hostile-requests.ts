import { exampleValue } from './example-value';
import type { ExampleContext } from './example-value';
import {
  HOSTILE_DATES,
  HOSTILE_PARAMS,
  HOSTILE_QUERY_VALUES,
  HOSTILE_STRINGS,
  WRONG_TYPES,
  hostileRawBodies,
} from './hostile-values';
import { MALFORMED_MULTIPART } from './malformed-multipart-bodies';
import type { OperationShape } from './openapi-operations';

/** One request of the fuzz run: a raw URL (percent-encoded) and a raw body. */
export interface FuzzRequest {
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: string;
  contentType?: string;
}

type Path = ReadonlyArray<string | number>;

const DATE_LIKE = /^\d{4}-\d{2}(-\d{2})?/;

/** Every position in a JSON value (containers too), depth first. */
function positions(value: unknown, path: Path = []): Array<{ path: Path; value: unknown }> {
  const here = path.length === 0 ? [] : [{ path, value }];
  if (Array.isArray(value)) {
    return [...here, ...value.flatMap((item, index) => positions(item, [...path, index]))];
  }
  if (value !== null && typeof value === 'object') {
    return [
      ...here,
      ...Object.entries(value).flatMap(([key, child]) => positions(child, [...path, key])),
    ];
  }
  return here;
}

/** A deep copy of `value` (plain JSON) with `replacement` at `path`. */
function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        key === head ? replaceAt(child, rest, replacement) : child,
      ]),
    );
  }
  return value;
}

function queryString(entries: ReadonlyArray<readonly [string, string]>): string {
  return entries.length === 0
    ? ''
    : `?${entries.map(([key, value]) => `${key}=${value}`).join('&')}`;
}

/** Values a position is mutated to: wrong types always, hostile strings and dates for strings. */
function mutationsOf(value: unknown): ReadonlyArray<readonly [string, unknown]> {
  const wrongTypes = WRONG_TYPES.filter(([, wrong]) => typeof wrong !== typeof value);
  if (typeof value !== 'string') return wrongTypes;
  const dates = DATE_LIKE.test(value)
    ? HOSTILE_DATES.map((date) => [`date ${date}`, date] as const)
    : [];
  return [...HOSTILE_STRINGS, ...dates, ...wrongTypes];
}

export interface RouteUnderTest {
  key: string;
  shape: OperationShape;
  /** Concrete values for path parameters (real records where the run has them). */
  params: Readonly<Record<string, string>>;
  context: ExampleContext;
}

/**
 * The hostile requests for one route: the example request, then each body field, query parameter and
 * path parameter made hostile in turn (the rest left valid so the hostile value travels as deep as it
 * can), then raw bodies that are not what the route expects.
 */
export function hostileRequests(route: RouteUnderTest): FuzzRequest[] {
  const [name = '', pattern = ''] = route.key.split(' ');
  const method = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).find((each) => each === name);
  if (method === undefined) return [];
  const paramValue = (param: string) => route.params[param] ?? route.context.uuid();
  const baseParams = Object.fromEntries(
    [...route.shape.params.keys()].map((param) => [param, encodeURIComponent(paramValue(param))]),
  );
  const pathWith = (params: Readonly<Record<string, string>>) =>
    pattern.replace(/:([A-Za-z]+)/g, (_match, param: string) => params[param] ?? '');
  const baseQuery = [...route.shape.query.entries()].map(
    ([key, node]) =>
      [key, encodeURIComponent(String(exampleValue(node, route.context, key)))] as const,
  );
  const url = (params = baseParams, query = baseQuery) =>
    `${pathWith(params)}${queryString(query)}`;
  const body =
    route.shape.body === undefined ? undefined : exampleValue(route.shape.body, route.context);
  const json = (value: unknown) => ({
    body: JSON.stringify(value),
    contentType: 'application/json',
  });
  const withBody = body === undefined ? {} : json(body);
  const requests: FuzzRequest[] = [{ label: 'example', method, url: url(), ...withBody }];

  for (const { path, value } of positions(body)) {
    for (const [label, mutation] of mutationsOf(value)) {
      requests.push({
        label: `body ${path.join('.')} = ${label}`,
        method,
        url: url(),
        ...json(replaceAt(body, path, mutation)),
      });
    }
  }
  for (const [index, [key]] of baseQuery.entries()) {
    const others = baseQuery.filter((_entry, position) => position !== index);
    for (const [label, hostile] of HOSTILE_QUERY_VALUES) {
      requests.push({
        label: `query ${key} = ${label}`,
        method,
        url: url(baseParams, [...others, [key, hostile]]),
        ...withBody,
      });
    }
    requests.push({
      label: `query ${key} repeated`,
      method,
      url: url(baseParams, [...baseQuery, [key, 'a']]),
      ...withBody,
    });
  }
  for (const param of route.shape.params.keys()) {
    for (const [label, hostile] of HOSTILE_PARAMS) {
      requests.push({
        label: `param ${param} = ${label}`,
        method,
        url: url({ ...baseParams, [param]: hostile }),
        ...withBody,
      });
    }
  }
  if (method !== 'GET') {
    for (const [label, raw] of hostileRawBodies(body)) {
      requests.push({
        label: `raw body: ${label}`,
        method,
        url: url(),
        body: raw,
        contentType: 'application/json',
      });
    }
    // Every route, multipart or not, answers a body its parser cannot split in the envelope.
    for (const malformed of MALFORMED_MULTIPART) {
      requests.push({ method, url: url(), ...malformed });
    }
    requests.push({
      label: 'text/plain body',
      method,
      url: url(),
      body: JSON.stringify(body ?? {}),
      contentType: 'text/plain',
    });
  }
  return requests;
}
