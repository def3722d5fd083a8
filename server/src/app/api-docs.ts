import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { failure } from '../lib/route-docs';
import type { Access } from '../modules/auth/auth.guard';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

const TAGS = [
  { name: 'Auth', description: 'Accounts and sessions' },
  { name: 'Users', description: 'The signed-in user and the doctors a visit can be sent to' },
  { name: 'Patients', description: 'Patients and their visits' },
  { name: 'Visits', description: 'Visits and their workflow (in progress → doctor review → completed)' },
  { name: 'Recordings', description: 'Saved notes of a visit, and their audio' },
  { name: 'Transcription', description: 'Audio upload, transcription and the drafted SOAP note' },
  { name: 'Codes', description: 'ICD-10-CM, ICD-11 and CPT lookup' },
];

/**
 * What every route's documentation shares, derived from what the app really does rather than written per route:
 * the bearer-token requirement and the 401/403 of the auth guard (from `config.access`), the 400 of `parseInput`
 * when the route takes input, and the rate limit's 429. A route states only its own answers.
 */
function completeRouteDocs(route: Pick<RouteOptions, 'url' | 'schema' | 'config'>): void {
  if (!route.url.startsWith('/api/') || route.schema?.hide) return;
  const config: { access?: Access } | undefined = route.config;
  const access: Access = config?.access ?? 'provider';
  const schema: FastifySchema = (route.schema ??= {});
  const responses = (schema.response ??= {}) as Record<string, z.ZodType>;
  const add = (status: number, description: string) => (responses[status] ??= failure(description));
  schema.security ??= access === 'public' ? [] : [{ bearerAuth: [] }];
  if (schema.params || schema.querystring || schema.body)
    add(400, 'Invalid input: `message` names the first field at fault, `errors` lists every field');
  if (access !== 'public') add(401, 'No valid session: sign in (Authentication required)');
  if (access === 'provider' || access === 'doctor')
    add(403, access === 'doctor' ? 'Not a doctor, or not a healthcare provider' : 'Not a healthcare provider');
  if (access === 'admin') add(403, 'Not the clinic administrator');
  add(429, 'Too many requests: wait the given seconds and try again');
}

/**
 * Route schemas are the shared zod schemas, kept for documentation only: requests are still validated by
 * `parseInput` (so error bodies stay `{ message, errors }`), and answers are serialised as before.
 */
function useSchemasForDocumentationOnly(app: FastifyInstance): void {
  app.setValidatorCompiler(() => (data: unknown) => ({ value: data }));
  app.setSerializerCompiler(() => (data: unknown) => JSON.stringify(data));
}

/**
 * The API reference generated from the routes' zod schemas: OpenAPI at /api/openapi.json and Swagger UI (served
 * from the package, no CDN) at /api/docs. When disabled (production without API_DOCS=1) neither route exists, so
 * both answer 404 like any unknown path. Must be registered before the routes.
 */
export async function registerApiDocs(app: FastifyInstance, options: { enabled: boolean }): Promise<void> {
  useSchemasForDocumentationOnly(app);
  if (!options.enabled) return;
  app.addHook('onRoute', completeRouteDocs);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ChartScribe API',
        version: '1',
        description: 'Who may call what, limits and error cases: docs/api.md in the repository.',
      },
      tags: TAGS,
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token from POST /api/auth/login' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The reference itself is public (it holds no patient data); the auth guard reads this.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    docs.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
    await docs.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      uiConfig: { validatorUrl: null, deepLinking: true },
    });
  });
}
