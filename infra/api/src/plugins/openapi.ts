import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ErrorBodySchema } from '@floorhire/schemas';
import { takesFilter, type CatalogEntry } from '../http/route';

type Json = Record<string, unknown>;

const convert = (schema: v.GenericSchema): Json => {
  const { $schema: _drop, ...rest } = toJsonSchema(schema, { errorMode: 'ignore', typeMode: 'input' }) as Json;
  return rest;
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Validation failed; field names the input',
  401: 'Not signed in or the token is not valid',
  403: 'Signed in, but not allowed',
  404: 'Not found, or not yours',
  409: 'Conflicts with existing data',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Valid shape, but breaks a rule',
  429: 'Too many requests',
  500: 'Unexpected failure',
  503: 'A dependency is unavailable',
};

/** Builds the OpenAPI 3.1 document from the same valibot schemas the routes validate with. */
export function buildOpenApi(catalog: readonly CatalogEntry[], serverUrl = '/v4'): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of catalog) {
    const path = route.url.replace(/:([A-Za-z0-9_]+)/gu, '{$1}');
    const parameters: Json[] = [];
    if (route.params) {
      const schema = convert(route.params) as { properties?: Record<string, Json> };
      for (const [name, prop] of Object.entries(schema.properties ?? {})) parameters.push({ name, in: 'path', required: true, schema: prop });
    }
    if (route.query) {
      const schema = convert(route.query) as { properties?: Record<string, Json>; required?: string[] };
      // A call "with filter" reads its other keys from the filter too (decodeQuery): none is required plainly.
      const withFilter = takesFilter(route.query);
      for (const [name, prop] of Object.entries(schema.properties ?? {})) {
        const required = (schema.required?.includes(name) ?? false) && !(withFilter && name !== 'filter');
        const isText = prop.type === 'string' || (Array.isArray(prop.enum) && prop.enum.every((e) => typeof e === 'string'));
        // Query objects are JSON-encoded (spec 000 §7).
        const also = withFilter && name !== 'filter' ? { description: 'Plain, or inside filter (spec 000 §7)' } : {};
        parameters.push(isText ? { name, in: 'query', required, ...also, schema: prop } : { name, in: 'query', required, ...also, content: { 'application/json': { schema: prop } } });
      }
    }
    const errorStatuses = new Set<number>([400, 500, ...(route.access === 'public' ? [] : [401, 403]), ...(route.params ? [404] : []), ...(route.rateLimit ? [429] : []), ...(route.errors ?? [])]);
    const responses: Record<string, Json> = {};
    const ok = String(route.status ?? 200);
    responses[ok] = route.response
      ? { description: 'Success', content: { 'application/json': { schema: convert(route.response) } } }
      : { description: 'Success (redirect or document)' };
    for (const status of [...errorStatuses].sort()) {
      responses[String(status)] = { description: STATUS_TEXT[status] ?? 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    }
    const operation: Json = {
      operationId: `${route.method.toLowerCase()}${path.replace(/[{}]/gu, '').replace(/[^A-Za-z0-9]+(.)?/gu, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: route.summary,
      tags: [route.service],
      parameters,
      responses,
      'x-access': route.access,
      'x-tenancy': route.tenancy,
      ...(route.access === 'public' ? { security: [] } : {}),
    };
    if (route.body) operation.requestBody = { required: true, content: { 'application/json': { schema: convert(route.body) } } };
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'FloorHire API', version: '4.0.0', description: 'Every call of the FloorHire product. Query objects are JSON-encoded.' },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: convert(ErrorBodySchema) },
    },
    paths,
  };
}
