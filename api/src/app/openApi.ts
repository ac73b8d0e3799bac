import swagger from '@fastify/swagger';
import type { FastifyInstance, HTTPMethods } from 'fastify';

/**
 * `GET /api/openapi.json`: an OpenAPI 3 description of every API route, made by @fastify/swagger
 * from the routes' own schemas (so it cannot drift from what the API validates and sends).
 * Register before the routes it should describe.
 */
export async function registerOpenApi(api: FastifyInstance): Promise<void> {
  await api.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Beat to Breakthrough API',
        version: '1.0.0',
        description: 'SPEC section 7: content, search, songs, players, accounts and analytics.',
      },
    },
  });
  api.get('/openapi.json', { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(api.swagger()),
  );
}

interface OpenApiOperation {
  parameters?: { in?: string; name?: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of an OpenAPI document as `[METHOD, path]`, path parameters written `{}`. */
export function operationsOf(document: OpenApiDocument): [HTTPMethods, string][] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => methods.has(method))
      .map((method): [HTTPMethods, string] => [
        method.toUpperCase() as HTTPMethods,
        path.replace(/\{[^}]+\}/g, '{}'),
      ]),
  );
}

/** The names of every query parameter and JSON body field the document's operations accept. */
export function fieldNamesOf(document: OpenApiDocument): { query: string[]; body: string[] } {
  const query = new Set<string>();
  const body = new Set<string>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.has(method)) continue;
      for (const parameter of operation.parameters ?? [])
        if (parameter.in === 'query' && parameter.name) query.add(parameter.name);
      for (const content of Object.values(operation.requestBody?.content ?? {}))
        for (const name of Object.keys(content.schema?.properties ?? {})) body.add(name);
    }
  }
  return { query: [...query].sort(), body: [...body].sort() };
}
