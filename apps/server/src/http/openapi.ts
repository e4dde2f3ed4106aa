import { errorBody } from '@tianguis/core/contracts/common'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AnyRouteSpec } from './route.ts'

type JsonSchema = Record<string, unknown>

function toJson(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema
}

function parametersOf(spec: AnyRouteSpec) {
  const params: Array<Record<string, unknown>> = []
  for (const [where, schema] of [
    ['path', spec.params],
    ['query', spec.query],
  ] as const) {
    if (!schema) continue
    const json = toJson(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] }
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      params.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      })
    }
  }
  if (spec.idempotent) {
    params.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Runs the request at most once per key for 24 hours: a repeat with the same body gets the first answer (header idempotent-replayed: true), another body 422 idempotency_key_reused, a repeat while the first runs 409 idempotency_key_in_use.',
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7e]+$' },
    })
  }
  return params
}

/** OpenAPI 3.1, generated from the same zod schemas the routes parse with. */
export function buildOpenApi(specs: AnyRouteSpec[]) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const spec of specs) {
    const path = spec.url.replace(/:(\w+)/g, '{$1}')
    const responses: Record<string, unknown> = {}
    for (const [status, schema] of Object.entries(spec.responses)) {
      responses[status] = schema
        ? { description: 'OK', content: { 'application/json': { schema: toJson(schema, 'output') } } }
        : spec.file && status.startsWith('2')
          ? {
              description: 'A file',
              content: { [spec.file]: { schema: { type: 'string', format: 'binary' } } },
            }
          : { description: 'No content' }
    }
    responses.default = {
      description: 'Error: `{ error: { code, message, fields? } }`, message in the request language',
      content: { 'application/json': { schema: toJson(errorBody, 'output') } },
    }
    paths[path] ??= {}
    paths[path][spec.method.toLowerCase()] = {
      summary: spec.summary,
      tags: spec.tags,
      security: spec.access.kind === 'public' ? [] : [{ session: [] }],
      'x-access': spec.access,
      parameters: parametersOf(spec),
      ...(spec.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toJson(spec.body, 'input') } },
            },
          }
        : {}),
      responses,
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Tianguis API', version: '1.0.0', description: 'Multi-store commerce platform API.' },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'tianguis.session_token' } },
    },
    paths,
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** A readable reference rendered on the server: no script, so it passes the CSP as is. */
function renderDocs(doc: ReturnType<typeof buildOpenApi>): string {
  const sections = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const operation = op as {
          summary: string
          requestBody?: unknown
          responses: unknown
          parameters: unknown[]
          'x-access': unknown
        }
        const details = [
          operation.parameters.length
            ? `<h4>Parameters</h4><pre>${escapeHtml(JSON.stringify(operation.parameters, null, 2))}</pre>`
            : '',
          operation.requestBody
            ? `<h4>Body</h4><pre>${escapeHtml(JSON.stringify(operation.requestBody, null, 2))}</pre>`
            : '',
          `<h4>Responses</h4><pre>${escapeHtml(JSON.stringify(operation.responses, null, 2))}</pre>`,
        ].join('')
        return `<section><h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3><p>${escapeHtml(operation.summary)} — access: <code>${escapeHtml(JSON.stringify(operation['x-access']))}</code></p><details><summary>Schemas</summary>${details}</details></section>`
      }),
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Tianguis API reference</title><style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1f2937}code{background:#f3f4f6;padding:0 .25rem}pre{background:#f9fafb;border:1px solid #e5e7eb;padding:.75rem;overflow:auto;font-size:12px}section{border-top:1px solid #e5e7eb;padding:.5rem 0}</style></head><body><h1>Tianguis API reference</h1><p>OpenAPI 3.1 document: <a href="/api/openapi.json">/api/openapi.json</a>. Errors answer <code>{ "error": { "code", "message", "fields"? } }</code>; lists answer <code>{ "results", "matches_estimated" }</code> and take <code>offset</code> and <code>limit</code>.</p>${sections}</body></html>`
}

export function registerOpenApi(app: FastifyInstance) {
  let cached: { doc: ReturnType<typeof buildOpenApi>; html: string } | undefined
  const get = () => {
    if (!cached) {
      const doc = buildOpenApi(app.routeSpecs)
      cached = { doc, html: renderDocs(doc) }
    }
    return cached
  }
  app.get('/api/openapi.json', async () => get().doc)
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(get().html))
}
