// Turns a zod schema into the JSON schema the model is sent. OpenAI's strict mode wants every
// property listed as required and no open objects, so optional fields become nullable on the wire
// and `stripNulls` removes those nulls again before the zod schema validates the arguments.
import { z } from 'zod';

type Json = Record<string, unknown>;

const SAFE_MAX = Number.MAX_SAFE_INTEGER;

export interface WireSchema {
  schema: Json;
  /** True when the schema satisfies strict mode (no open records). */
  strict: boolean;
}

export function toWireSchema(schema: z.ZodType): WireSchema {
  const raw = z.toJSONSchema(schema) as Json;
  delete raw.$schema;
  let strict = true;
  const visit = (node: Json): Json => {
    // zod writes the safe-integer bounds for .int(); they carry no information and cost tokens.
    if (node.minimum === -SAFE_MAX) delete node.minimum;
    if (node.maximum === SAFE_MAX) delete node.maximum;
    if (node.type === 'object') {
      const props = (node.properties ?? {}) as Record<string, Json>;
      if (node.additionalProperties !== false) strict = false;
      const required = new Set((node.required as string[] | undefined) ?? []);
      const out: Record<string, Json> = {};
      for (const [key, child] of Object.entries(props)) {
        const v = visit(child);
        out[key] = required.has(key) ? v : nullable(v);
      }
      node.properties = out;
      node.required = Object.keys(out);
    }
    if (node.type === 'array' && node.items && typeof node.items === 'object') node.items = visit(node.items as Json);
    for (const k of ['anyOf', 'oneOf'] as const) {
      if (Array.isArray(node[k])) node[k] = (node[k] as Json[]).map(visit);
    }
    return node;
  };
  return { schema: visit(raw), strict };
}

function nullable(node: Json): Json {
  if (typeof node.type === 'string') return { ...node, type: [node.type, 'null'] };
  return { anyOf: [node, { type: 'null' }] };
}

/** Removes null-valued object keys (the wire form of "not given"), recursively. */
export function stripNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripNulls);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== null) out[k] = stripNulls(v);
    return out;
  }
  return value;
}
