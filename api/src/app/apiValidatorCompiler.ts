import Ajv, { type Options, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { decimalFields, nonDecimalField, plainTextKeyword, withPlainText } from './inputRules';

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
  body: new Ajv({ ...shared, coerceTypes: false }).addKeyword(plainTextKeyword),
  text: new Ajv({ ...shared, coerceTypes: 'array' }).addKeyword(plainTextKeyword),
};

/** Text parts: numbers must be written as canonical decimals before coercion reads them. */
function decimalsFirst(validate: ValidateFunction, schema: unknown): ValidateFunction {
  const fields = decimalFields(schema);
  if (fields.size === 0) return validate;
  const checked = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const error = nonDecimalField(data, fields);
    checked.errors = error ? [error] : null;
    if (error) return false;
    const valid = validate(data, context);
    checked.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  return Object.assign(checked, { schema: validate.schema, schemaEnv: validate.schemaEnv });
}

/** Every route's request schemas pass through here: the one place for the input rules. */
export const apiValidatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const strict = withPlainText(schema) as object;
  if (httpPart === 'body') return compilers.body.compile(strict);
  return decimalsFirst(compilers.text.compile(strict), schema);
};
