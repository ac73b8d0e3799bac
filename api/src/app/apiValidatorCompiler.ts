import Ajv, { type Options } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

const shared: Options = {
  allErrors: false,
  useDefaults: true,
  removeAdditional: true,
  strict: false,
};

/**
 * Path and query values arrive as text, so they are coerced ("12" → 12). JSON bodies are not:
 * `{"code": 42}` is a wrong type and a 400, as a typed client would expect.
 */
const compilers = {
  body: new Ajv({ ...shared, coerceTypes: false }),
  text: new Ajv({ ...shared, coerceTypes: 'array' }),
};

export const apiValidatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? compilers.body : compilers.text).compile(schema);
