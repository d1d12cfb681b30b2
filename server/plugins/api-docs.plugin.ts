/**
 * The API's OpenAPI description and Swagger UI at /api/docs (JSON at /api/docs/json), built from the
 * routes' zod schemas. Registered only when API_DOCS is on (`npm run dev` turns it on): it maps every
 * endpoint, which a public production site need not hand out.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Northwind staffing and mail API',
        description: 'The staffing API, the e-mail API and internship applications behind the Northwind website.',
        version: '1.0.0',
      },
      tags: [
        { name: 'staffing' },
        { name: 'mail' },
        { name: 'internship' },
        { name: 'contact' },
        { name: 'client requests' },
        { name: 'operations' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
};

/** Not encapsulated: the description must see the routes registered after it. */
export const apiDocs = fp(plugin, { name: 'api-docs' });
