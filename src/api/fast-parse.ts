import type { z } from 'zod';

/**
 * A quicker road through a response schema for the common case, a payload that is valid.
 *
 * zod runs without `new Function` here (the Content-Security-Policy has no 'unsafe-eval',
 * index.html), so every field of every row goes through its generic, allocation-heavy
 * interpreter: a 1 MB representative-metrics answer took 30 ms at 1x and 100-500 ms at
 * Lighthouse's 4x (docs/performance-log.md). `fastParser` turns a schema into plain
 * closures once: type tests, the schema's own checks and transforms, nothing else.
 *
 * It only ever answers for valid payloads: any doubt (a failed test, a check or schema kind
 * it does not know, a transform that reports an issue or throws) gives `FAILED`, and the
 * caller then runs zod itself, which gives the exact issues (or accepts what the fast road
 * was too strict for). So the fast road may be stricter than zod, never looser, and where it
 * accepts, its output is zod's: same keys, same order, same transforms
 * (src/api/fast-parse.test.ts compares both on every demo answer and on broken ones).
 *
 * It reads zod's internals (`_zod.def`), which no semver range protects: package.json pins
 * zod exactly, and the test fails when any valid demo answer is left to zod, so an upgrade
 * that changes them shows at once instead of silently slowing every large answer.
 */

export const FAILED: unique symbol = Symbol('fast parse failed');
type Run = (input: unknown) => unknown;

/** The zod internals read here: every schema's `_zod.def` and, for enums and literals, `_zod.values`. */
interface Internals {
  def: {
    type: string;
    checks?: { _zod: { def: CheckDef } }[];
    [key: string]: unknown;
  };
  values?: Set<unknown>;
  optin?: string;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
}

const internals = (schema: z.ZodType): Internals => (schema as unknown as { _zod: Internals })._zod;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** A predicate per check, or null when a check is not one of these plain tests. */
function checkTest(def: CheckDef, of: 'string' | 'number' | 'array'): ((value: never) => boolean) | null {
  const length = (v: string | unknown[]) => v.length;
  switch (def.check) {
    case 'min_length':
      return of === 'number' ? null : (v: string) => length(v) >= def.minimum!;
    case 'max_length':
      return of === 'number' ? null : (v: string) => length(v) <= def.maximum!;
    case 'length_equals':
      return of === 'number' ? null : (v: string) => length(v) === def.length!;
    case 'string_format': {
      const pattern = def.pattern;
      if (of !== 'string' || def.format !== 'regex' || !(pattern instanceof RegExp)) return null;
      return (v: string) => {
        pattern.lastIndex = 0;
        return pattern.test(v);
      };
    }
    case 'number_format':
      return of === 'number' && def.format === 'safeint' ? (v: number) => Number.isSafeInteger(v) : null;
    case 'greater_than':
      if (of !== 'number') return null;
      return def.inclusive ? (v: number) => v >= def.value! : (v: number) => v > def.value!;
    case 'less_than':
      if (of !== 'number') return null;
      return def.inclusive ? (v: number) => v <= def.value! : (v: number) => v < def.value!;
    default:
      return null;
  }
}

/** All of a schema's checks as one predicate; null when one of them is unknown. */
function checksTest(zod: Internals, of: 'string' | 'number' | 'array'): ((value: never) => boolean) | null {
  const tests: ((value: never) => boolean)[] = [];
  for (const check of zod.def.checks ?? []) {
    const test = checkTest(check._zod.def, of);
    if (!test) return null;
    tests.push(test);
  }
  if (tests.length === 0) return () => true;
  if (tests.length === 1) return tests[0]!;
  return (value) => tests.every((test) => test(value));
}

/** zod itself on one part: exact for the kinds of schema this file does not compile. */
const viaZod =
  (schema: z.ZodType): Run =>
  (input) => {
    const result = schema.safeParse(input);
    return result.success ? result.data : FAILED;
  };

/**
 * What a transform receives as its context (zod passes its payload: the value and the issues
 * so far). A transform that reports an issue, by `addIssue` or by pushing to `issues`, sends
 * the payload to zod. One object for every call: transforms run one at a time.
 */
const transformContext = {
  value: undefined as unknown,
  issues: [] as unknown[],
  addIssue() {
    throw new Error('an issue reported');
  },
};

const compiled = new WeakMap<z.ZodType, Run>();

function compile(schema: z.ZodType): Run {
  const known = compiled.get(schema);
  if (known) return known;
  const run = compileNew(schema);
  compiled.set(schema, run);
  return run;
}

function compileNew(schema: z.ZodType): Run {
  const zod = internals(schema);
  const def = zod.def;
  const hasChecks = (def.checks?.length ?? 0) > 0;
  if (def.coerce) return viaZod(schema);
  switch (def.type) {
    case 'string': {
      const test = checksTest(zod, 'string') as ((v: string) => boolean) | null;
      if (!test) return viaZod(schema);
      return (input) => (typeof input === 'string' && test(input) ? input : FAILED);
    }
    case 'number': {
      const test = checksTest(zod, 'number') as ((v: number) => boolean) | null;
      if (!test) return viaZod(schema);
      return (input) => (typeof input === 'number' && Number.isFinite(input) && test(input) ? input : FAILED);
    }
    case 'boolean':
      if (hasChecks) return viaZod(schema);
      return (input) => (typeof input === 'boolean' ? input : FAILED);
    case 'enum':
    case 'literal': {
      const values = zod.values;
      if (hasChecks || !values) return viaZod(schema);
      return (input) => (values.has(input) ? input : FAILED);
    }
    case 'nullable': {
      if (hasChecks) return viaZod(schema);
      const inner = compile(def.innerType as z.ZodType);
      return (input) => (input === null ? null : inner(input));
    }
    case 'optional': {
      if (hasChecks) return viaZod(schema);
      const inner = compile(def.innerType as z.ZodType);
      return (input) => (input === undefined ? undefined : inner(input));
    }
    case 'array': {
      const test = checksTest(zod, 'array') as ((v: unknown[]) => boolean) | null;
      if (!test) return viaZod(schema);
      const element = compile(def.element as z.ZodType);
      return (input) => {
        if (!Array.isArray(input) || !test(input)) return FAILED;
        const out = new Array<unknown>(input.length);
        for (let i = 0; i < input.length; i++) {
          const value = element(input[i]);
          if (value === FAILED) return FAILED;
          out[i] = value;
        }
        return out;
      };
    }
    case 'object':
      return hasChecks || def.catchall !== undefined
        ? viaZod(schema)
        : compileObject(def.shape as z.ZodRawShape);
    case 'record':
      return hasChecks ? viaZod(schema) : compileRecord(schema);
    case 'pipe': {
      if (hasChecks) return viaZod(schema);
      const first = compile(def.in as z.ZodType);
      const then = compile(def.out as z.ZodType);
      return (input) => {
        const value = first(input);
        return value === FAILED ? FAILED : then(value);
      };
    }
    case 'transform': {
      const transform = def.transform as (input: unknown, context: unknown) => unknown;
      return (input) => {
        try {
          transformContext.value = input;
          const value = transform(input, transformContext);
          if (transformContext.issues.length > 0) {
            transformContext.issues.length = 0;
            return FAILED;
          }
          return value instanceof Promise ? FAILED : value;
        } catch {
          transformContext.issues.length = 0;
          // An issue reported, or a throw: zod's own run gives the answer (or the same throw).
          return FAILED;
        }
      };
    }
    default:
      return viaZod(schema);
  }
}

/** zod's default object: declared keys in the shape's order, unknown keys dropped. */
function compileObject(shape: z.ZodRawShape): Run {
  const fields = Object.keys(shape).map((key) => {
    const field = shape[key] as z.ZodType;
    const type = internals(field).def.type;
    return { key, run: compile(field), optional: type === 'optional', defaulted: type === 'default' };
  });
  return (input) => {
    if (!isPlainObject(input) || Object.hasOwn(input, '__proto__')) return FAILED;
    const out: Record<string, unknown> = {};
    for (const { key, run, optional, defaulted } of fields) {
      const present = key in input;
      if (!present && optional) continue;
      // An absent key fails, unless its schema fills it in (`.default`, run by zod).
      if (!present && !defaulted) return FAILED;
      const value = run(input[key]);
      if (value === FAILED) return FAILED;
      out[key] = value;
    }
    return out;
  };
}

/** A record keyed by any string, or by some of an enum's values (`z.partialRecord`). */
function compileRecord(schema: z.ZodType): Run {
  const def = internals(schema).def;
  const keyType = def.keyType as z.ZodType;
  const keyZod = internals(keyType);
  const keys = keyZod.values;
  const anyString = keyZod.def.type === 'string' && (keyZod.def.checks?.length ?? 0) === 0;
  const someOfEnum = keyZod.def.type === 'enum' && def.partial === true && keys !== undefined;
  if (def.mode !== undefined || !(anyString || someOfEnum)) return viaZod(schema);
  const value = compile(def.valueType as z.ZodType);
  return (input) => {
    if (!isPlainObject(input)) return FAILED;
    const out: Record<string, unknown> = {};
    for (const key in input) {
      if (key === '__proto__' || (someOfEnum && !keys.has(key))) return FAILED;
      const item = value(input[key]);
      if (item === FAILED) return FAILED;
      out[key] = item;
    }
    return out;
  };
}

/**
 * The fast road for `schema`: the parsed value, or `FAILED` when the caller must ask zod
 * (`schema.safeParse`) for the answer.
 */
export const fastParser = (schema: z.ZodType): Run => compile(schema);
