// GitHub's OpenAPI 3.0.3 description (the api.github.com file only), turned into a route table and
// ajv validators. OpenAPI 3.0 is not JSON Schema: `nullable` is converted to a null type, and a second,
// lenient copy (no `required`, oneOf -> anyOf) checks the emulator's own responses: fields it returns
// must have GitHub's types, but it need not return every field GitHub does.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface OperationParam {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonObject;
}

export interface Operation {
  operationId: string;
  method: string;
  template: string;
  params: OperationParam[];
  bodyRequired: boolean;
  /** Media types the operation accepts, e.g. application/json. */
  bodyTypes: string[];
  /** Converted JSON schema of the application/json body, if any. */
  bodySchema?: JsonObject;
  responseStatuses: string[];
}

interface Route {
  op: Operation;
  regex: RegExp;
  names: string[];
  segments: string[];
}

export interface RouteMatch {
  op: Operation;
  pathParams: Record<string, string>;
}

export interface SchemaCheck {
  ok: boolean;
  errors: string[];
}

const DOC_MODULE = '@octokit/openapi/generated/api.github.com.json';
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf']);
const SCHEMA_SINGLE = new Set(['items', 'additionalProperties', 'not']);
// Documentation-only keywords: dropped so ajv does not try to interpret OpenAPI's `example`.
const DOC_KEYWORDS = new Set([
  'nullable',
  'example',
  'examples',
  'description',
  'title',
  'externalDocs',
  'deprecated',
  'readOnly',
  'writeOnly',
  'xml',
  'discriminator',
]);

/** OpenAPI 3.0 schema object -> JSON schema. `lenient` drops `required` and makes oneOf an anyOf. */
export function toJsonSchema(node: Json, lenient: boolean): Json {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (DOC_KEYWORDS.has(key) || key.startsWith('x-')) continue;
    if (lenient && key === 'required' && Array.isArray(value)) continue;
    const outKey = lenient && key === 'oneOf' ? 'anyOf' : key;
    if (SCHEMA_MAPS.has(key) && value && typeof value === 'object' && !Array.isArray(value)) {
      out[outKey] = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, toJsonSchema(s, lenient)]));
    } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) {
      out[outKey] = value.map((s) => toJsonSchema(s, lenient));
    } else if (SCHEMA_SINGLE.has(key) && value && typeof value === 'object') {
      out[outKey] = toJsonSchema(value, lenient);
    } else {
      out[outKey] = value;
    }
  }
  if (node['nullable'] === true) {
    if (typeof out['type'] === 'string') {
      out['type'] = [out['type'], 'null'];
      const en = out['enum'];
      if (Array.isArray(en) && !en.includes(null)) out['enum'] = [...en, null];
    } else {
      return { anyOf: [out, { type: 'null' }] };
    }
  }
  return out;
}

/** Rewrites local refs of an operation-level schema so they point into the registered components. */
function rebaseRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(rebaseRefs);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `gh${value}` : rebaseRefs(value);
  }
  return out;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(components: Json, coerce: boolean): Ajv {
  const ajv = new Ajv({ strict: false, validateSchema: false, allErrors: true, logger: false, coerceTypes: coerce });
  addFormats(ajv);
  ajv.addSchema({ components }, 'gh');
  return ajv;
}

function formatErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? [])
    .slice(0, 10)
    .map(
      (e) =>
        `${e.instancePath || '(root)'} ${e.message ?? e.keyword}${e.params && 'allowedValues' in e.params ? ` ${JSON.stringify(e.params['allowedValues'])}` : ''}`,
    );
}

export class OpenApiIndex {
  private readonly routes: Route[] = [];
  private readonly byId = new Map<string, Operation>();
  private readonly strict: Ajv;
  private readonly lenient: Ajv;
  private readonly coercing: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly doc: JsonObject;

  constructor(doc: JsonObject) {
    this.doc = doc;
    const schemas = Object.entries((doc['components'] as JsonObject)['schemas'] as JsonObject);
    const convert = (lenient: boolean): Json => ({
      schemas: Object.fromEntries(schemas.map(([name, s]) => [name, toJsonSchema(s, lenient)])),
    });
    const strictComponents = convert(false);
    this.strict = makeAjv(strictComponents, false);
    this.coercing = makeAjv(strictComponents, true);
    this.lenient = makeAjv(convert(true), false);
    for (const [template, item] of Object.entries(doc['paths'] as JsonObject)) {
      for (const [method, raw] of Object.entries(item as JsonObject)) {
        if (!raw || typeof raw !== 'object' || Array.isArray(raw) || typeof raw['operationId'] !== 'string') continue;
        const op = this.buildOperation(template, method.toUpperCase(), raw);
        this.byId.set(op.operationId, op);
        const names: string[] = [];
        const pattern = template
          .split('/')
          .map((seg) =>
            seg.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, name: string) => {
              names.push(name);
              return '([^/]+?)';
            }),
          )
          .join('/');
        this.routes.push({ op, names, regex: new RegExp(`^${pattern}$`), segments: template.split('/') });
      }
    }
  }

  get operationCount(): number {
    return this.byId.size;
  }

  operation(operationId: string): Operation | undefined {
    return this.byId.get(operationId);
  }

  /** Finds the operation for a concrete path; literal segments win over parameters (issues/comments vs issues/{n}). */
  match(method: string, path: string): { match?: RouteMatch; pathKnown: boolean } {
    const candidates: { route: Route; values: string[] }[] = [];
    for (const route of this.routes) {
      const m = route.regex.exec(path);
      if (m) candidates.push({ route, values: m.slice(1) });
    }
    const withMethod = candidates.filter((c) => c.route.op.method === method);
    withMethod.sort((a, b) => compareSpecificity(a.route.segments, b.route.segments));
    const best = withMethod[0];
    if (!best) return { pathKnown: candidates.length > 0 };
    const pathParams: Record<string, string> = {};
    best.route.names.forEach((name, i) => {
      pathParams[name] = safeDecode(best.values[i] ?? '');
    });
    return { match: { op: best.route.op, pathParams }, pathKnown: true };
  }

  /** Validates (and coerces, in place) path or query values against the declared parameter schemas. */
  checkParams(op: Operation, where: 'path' | 'query', values: Record<string, unknown>): SchemaCheck {
    const declared = op.params.filter((p) => p.in === where);
    const properties: JsonObject = {};
    const required: string[] = [];
    for (const p of declared) {
      properties[p.name] = rebaseRefs(p.schema);
      if (p.required) required.push(p.name);
    }
    const validate = this.compile(this.coercing, `params:${where}:${op.operationId}`, { type: 'object', properties, required });
    const ok = validate(values) as boolean;
    return { ok, errors: formatErrors(validate.errors) };
  }

  checkBody(op: Operation, body: unknown): SchemaCheck {
    if (!op.bodySchema) return { ok: true, errors: [] };
    const validate = this.compile(this.strict, `body:${op.operationId}`, rebaseRefs(op.bodySchema) as JsonObject);
    const ok = validate(body) as boolean;
    return { ok, errors: formatErrors(validate.errors) };
  }

  /** Top-level body fields the schema does not declare: GitHub ignores them, which usually hides a typo. */
  unknownBodyFields(op: Operation, body: unknown): string[] {
    const props = op.bodySchema?.['properties'];
    if (!props || typeof props !== 'object' || Array.isArray(props) || !body || typeof body !== 'object' || Array.isArray(body)) return [];
    return Object.keys(body).filter((k) => !(k in props));
  }

  /** Lenient check of an emulator response against the documented response schema for that status. */
  checkResponse(op: Operation, status: number, body: unknown): SchemaCheck {
    const schema = this.responseSchema(op, status);
    if (!schema) return { ok: true, errors: [] };
    const validate = this.compile(this.lenient, `response:${op.operationId}:${status}`, rebaseRefs(schema) as JsonObject);
    const ok = validate(body) as boolean;
    return { ok, errors: formatErrors(validate.errors) };
  }

  private responseSchema(op: Operation, status: number): JsonObject | undefined {
    const item = (this.doc['paths'] as JsonObject)[op.template] as JsonObject;
    const raw = item[op.method.toLowerCase()] as JsonObject;
    let response = (raw['responses'] as JsonObject)[String(status)] as JsonObject | undefined;
    if (response && typeof response['$ref'] === 'string') response = this.resolve(response['$ref']);
    const content = response?.['content'] as JsonObject | undefined;
    const json = content?.['application/json'] as JsonObject | undefined;
    const schema = json?.['schema'];
    return schema && typeof schema === 'object' && !Array.isArray(schema) ? (toJsonSchema(schema, true) as JsonObject) : undefined;
  }

  private compile(ajv: Ajv, key: string, schema: JsonObject): ValidateFunction {
    let fn = this.compiled.get(key);
    if (!fn) {
      fn = ajv.compile(schema);
      this.compiled.set(key, fn);
    }
    return fn;
  }

  private resolve(ref: string): JsonObject {
    let node: Json = this.doc;
    for (const part of ref.replace(/^#\//, '').split('/')) {
      node = (node as JsonObject)[part.replace(/~1/g, '/').replace(/~0/g, '~')] ?? null;
    }
    return node as JsonObject;
  }

  private buildOperation(template: string, method: string, raw: JsonObject): Operation {
    const params: OperationParam[] = [];
    for (const entry of (raw['parameters'] as Json[] | undefined) ?? []) {
      const p =
        entry && typeof entry === 'object' && !Array.isArray(entry) && typeof entry['$ref'] === 'string'
          ? this.resolve(entry['$ref'])
          : (entry as JsonObject);
      params.push({
        name: String(p['name']),
        in: p['in'] as OperationParam['in'],
        required: p['required'] === true,
        schema: toJsonSchema((p['schema'] as Json) ?? {}, false) as JsonObject,
      });
    }
    const body = raw['requestBody'] as JsonObject | undefined;
    const content = (body?.['content'] as JsonObject | undefined) ?? {};
    const jsonSchema = (content['application/json'] as JsonObject | undefined)?.['schema'];
    return {
      operationId: raw['operationId'] as string,
      method,
      template,
      params,
      bodyRequired: body?.['required'] === true,
      bodyTypes: Object.keys(content),
      ...(jsonSchema ? { bodySchema: toJsonSchema(jsonSchema, false) as JsonObject } : {}),
      responseStatuses: Object.keys((raw['responses'] as JsonObject | undefined) ?? {}),
    };
  }
}

function compareSpecificity(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const pa = a[i]!.includes('{');
    const pb = b[i]!.includes('{');
    if (pa !== pb) return pa ? 1 : -1;
  }
  return a.length - b.length;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

let shared: OpenApiIndex | undefined;

/** One index per process: parsing 13 MB and building the validators takes a few hundred ms. */
export function loadOpenApi(): OpenApiIndex {
  if (!shared) {
    const file = createRequire(import.meta.url).resolve(DOC_MODULE);
    shared = new OpenApiIndex(JSON.parse(readFileSync(file, 'utf8')) as JsonObject);
  }
  return shared;
}
