import { createContext } from 'react-router'

/** How a page reaches the API: in-process during server rendering (see apps/server/src/web/mount-web.ts). */
export type ApiCaller = (request: ApiRequest) => Promise<ApiResponse>
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  /** Starts with /api/ */
  path: string
  /** A JSON body. */
  body?: unknown
  /** A body sent as it is (a multipart upload), instead of `body`. */
  raw?: { contentType: string; payload: Uint8Array }
  /** Forwarded from the visitor: cookie, accept-language, user-agent. */
  headers: Record<string, string>
}
export interface ApiResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: unknown
  /**
   * Set when the route itself has just checked `body` against its answer's contract (a direct
   * in-process call): that contract as JSON Schema, so the page need not check it again when it
   * expects the same one (api.server.ts).
   */
  contract?: string
}

export interface RequestInfo {
  api: ApiCaller
  requestId: string
  /** Nonce for inline scripts allowed by the content security policy. */
  nonce: string
  /**
   * Where the current shop's pages live: '/demo' when addressed by path, '' when the request
   * came on the shop's sub-domain or own domain (the server rewrote the URL to /demo/...).
   * null when the host is the platform itself.
   */
  hostShopSlug: string | null
  /**
   * The origin public addresses are built on (robots.txt, sitemaps): PUBLIC_URL's, or the shop's
   * sub-domain or verified own domain (packages/core/src/public-origin.ts); never a client-chosen host.
   */
  publicOrigin: string
  /** PUBLIC_URL's origin whatever the host: where canonical links of shops without a domain point. */
  platformOrigin: string
  /** False on a host that is neither the platform's nor a shop's. */
  knownHost: boolean
}

/**
 * The server and the built app may each load their own copy of this module (the server
 * imports it from source, the production build bundles it). A context token is compared by
 * identity, so both copies must hand out the same object: it is kept on globalThis under a
 * registered symbol.
 */
const KEY = Symbol.for('tianguis.requestInfo')
const holder = globalThis as unknown as Record<
  symbol,
  ReturnType<typeof createContext<RequestInfo>> | undefined
>
holder[KEY] ??= createContext<RequestInfo>()
export const requestInfoContext = holder[KEY]
