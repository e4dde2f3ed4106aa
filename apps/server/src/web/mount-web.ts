import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { fastifyReactRouter } from '@mcansh/react-router-fastify'
import { publicOrigin } from '@tianguis/core/public-origin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { type ApiCaller, requestInfoContext } from '../../../web/app/lib/request-context.ts'
import { callInProcess } from './in-process-api.ts'
import { pageRouteOptions } from './page-body.ts'

// Not X-Forwarded-For: the visitor's resolved address goes as the peer (`remoteAddress`, http/proxy.ts).
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent', 'x-forwarded-proto']

/**
 * The API as the pages call it during server rendering, in-process: a GET route without a rate
 * limit is called directly (in-process-api.ts, decision 032), anything else through Fastify's inject.
 */
export function apiCaller(app: FastifyInstance, request: FastifyRequest): ApiCaller {
  return async ({ method, path: url, body, raw, headers }) => {
    const forwarded: Record<string, string> = {}
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name]
      if (typeof value === 'string') forwarded[name] = value
    }
    const found = raw || body !== undefined ? null : app.inProcessRoutes.find(method, url)
    if (found) {
      return callInProcess(app, request, found, url, {
        ...forwarded,
        ...headers,
        host: request.headers.host ?? 'localhost',
        'x-request-id': request.id,
      })
    }
    const response = await app.inject({
      method,
      url,
      headers: {
        ...forwarded,
        ...headers,
        host: request.headers.host ?? 'localhost',
        'x-request-id': request.id,
        ...(raw ? { 'content-type': raw.contentType } : {}),
        ...(body === undefined || raw ? {} : { 'content-type': 'application/json' }),
      },
      remoteAddress: request.ip,
      ...(raw ? { payload: Buffer.from(raw.payload) } : {}),
      ...(body === undefined || raw ? {} : { payload: JSON.stringify(body) }),
    })
    const text = response.body
    return {
      status: response.statusCode,
      headers: response.headers as Record<string, string | string[] | undefined>,
      body: text && response.headers['content-type']?.toString().includes('json') ? JSON.parse(text) : null,
    }
  }
}

export interface WebOptions {
  buildDir: string
  devServer?: ViteDevServer
  /** PUBLIC_URL and PUBLIC_BASE_DOMAIN: the origin public addresses are built on (never X-Forwarded-Host). */
  publicUrl: string
  publicBaseDomain: string
}

/** Mounts the React Router app (server rendering and its static assets) in this Fastify process. */
export async function mountWeb(app: FastifyInstance, options: WebOptions) {
  const serverBuildPath = path.join(options.buildDir, 'server/index.js')
  if (!options.devServer && !existsSync(serverBuildPath)) {
    throw new Error(`The web app is not built (${serverBuildPath} is missing): run \`npm run build\` first.`)
  }
  await app.register(fastifyReactRouter, {
    // The built app is loaded once here: given only its path, the plugin hands React Router a
    // loader function, and React Router then rebuilds its route tables for every request
    // (about a tenth of a page's server time). In development Vite reloads it on each change.
    ...(options.devServer
      ? { devServer: options.devServer }
      : { build: (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild }),
    serverBuildPath,
    // The built app always runs in production mode: errors reach visitors without stack traces.
    mode: options.devServer ? 'development' : 'production',
    clientBuildDirectory: path.join(options.buildDir, 'client'),
    // Fingerprinted files never change: cache them for a year. Other public files for an hour.
    assetCacheControl: 'public, max-age=31536000, immutable',
    fileCacheControl: 'public, max-age=3600',
    // `npm run build` writes .br and .gz beside each asset (apps/web/scripts/precompress.ts).
    staticOptions: { root: path.join(options.buildDir, 'client'), preCompressed: true },
    // Methods, content type, size and text of what a page is sent, before React Router reads it.
    routeOptions: pageRouteOptions,
    getLoadContext(request, reply) {
      const context = new RouterContextProvider()
      const { origin, known } = publicOrigin(
        options.publicUrl,
        options.publicBaseDomain,
        request.headers.host,
        request.hostShopSlug !== null,
      )
      context.set(requestInfoContext, {
        api: apiCaller(app, request),
        requestId: request.id,
        nonce: (reply as unknown as { cspNonce?: { script?: string } }).cspNonce?.script ?? '',
        hostShopSlug: request.hostShopSlug,
        publicOrigin: origin,
        platformOrigin: new URL(options.publicUrl).origin,
        knownHost: known,
      })
      return context
    },
  })
}
