import type { ErrorObject } from 'ajv';

/**
 * Rules every request field follows, applied by the validator compiler to every route's schema
 * so no route can forget them: text holds no control characters (C0 and DEL; a NUL would reach
 * PostgreSQL and fail there), and numbers in paths and query strings are canonical decimals.
 */

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u001F\u007F]/;

export const plainTextKeyword = {
  keyword: 'plainText',
  type: 'string',
  schemaType: 'boolean',
  errors: true,
  validate: function plainText(enabled: boolean, data: string): boolean {
    if (!enabled || !controlCharacter.test(data)) return true;
    (plainText as { errors?: ErrorObject[] }).errors = [
      {
        keyword: 'plainText',
        message: 'must not contain control characters',
        params: {},
        instancePath: '',
        schemaPath: '',
      },
    ];
    return false;
  },
} as const;

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typesOf = (schema: Schema): unknown[] =>
  Array.isArray(schema.type) ? schema.type : [schema.type];

const subschemaLists = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const subschemaMaps = ['properties', 'patternProperties', '$defs', 'definitions'];
const subschemas = ['items', 'additionalProperties', 'not', 'if', 'then', 'else'];

/** A copy of `schema` with `plainText: true` on every string in it. */
export function withPlainText(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
  if (typesOf(copy).includes('string')) copy.plainText = true;
  for (const key of subschemaLists)
    if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(withPlainText);
  for (const key of subschemaMaps) {
    const map = copy[key];
    if (isSchema(map))
      copy[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, withPlainText(v)]));
  }
  for (const key of subschemas) if (key in copy) copy[key] = withPlainText(copy[key]);
  return copy;
}

const canonical = {
  integer: /^-?(?:0|[1-9][0-9]*)$/,
  number: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/,
};

/**
 * The numeric fields of a path or query schema and the text form each accepts: `12`, not `0x0c`,
 * `1e1`, `012`, `+12` or ` 12`, which JavaScript's number coercion would all turn into numbers.
 */
export function decimalFields(schema: unknown): Map<string, RegExp> {
  const fields = new Map<string, RegExp>();
  const properties = isSchema(schema) && isSchema(schema.properties) ? schema.properties : {};
  for (const [name, field] of Object.entries(properties)) {
    if (!isSchema(field)) continue;
    const types = typesOf(field);
    if (types.includes('integer')) fields.set(name, canonical.integer);
    else if (types.includes('number')) fields.set(name, canonical.number);
  }
  return fields;
}

/** The first field of `data` whose text is not a canonical decimal, as an Ajv error. */
export function nonDecimalField(
  data: unknown,
  fields: Map<string, RegExp>,
): ErrorObject | undefined {
  if (!isSchema(data)) return undefined;
  for (const [name, pattern] of fields) {
    const values = ([] as unknown[]).concat(data[name]);
    if (values.some((value) => typeof value === 'string' && !pattern.test(value))) {
      return {
        keyword: 'decimal',
        message: 'must be a decimal number',
        params: {},
        instancePath: `/${name}`,
        schemaPath: `#/properties/${name}`,
      };
    }
  }
  return undefined;
}
