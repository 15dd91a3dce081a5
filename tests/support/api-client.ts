import { expect } from 'vitest'

export interface ApiResponse {
  status: number
  headers: Headers
  body: unknown
}

export interface RequestOptions {
  method?: string
  token?: string
  /** Sent as JSON. */
  json?: unknown
  /** Sent as is, for malformed and oversized bodies. */
  rawBody?: string
  contentType?: string
  query?: Record<string, string>
  /** Pretends the request came through the loopback proxy from this address (the app trusts loopback). */
  ip?: string
  /** Other request headers, e.g. a machine client's X-Api-Key; an undefined value sends no header. */
  headers?: Record<string, string | undefined>
}

export interface ApiClient {
  request(path: string, options?: RequestOptions): Promise<ApiResponse>
  get(path: string, options?: Omit<RequestOptions, 'method'>): Promise<ApiResponse>
  post(path: string, json: unknown, options?: Omit<RequestOptions, 'method' | 'json'>): Promise<ApiResponse>
  /** Signs in through POST /api/salt/login and returns the token; fails the test otherwise. */
  signIn(username: string, password: string, options?: { ip?: string }): Promise<string>
}

export function apiClient(baseUrl: string): ApiClient {
  async function request(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    const url = new URL(path, baseUrl)
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value)
    const headers = new Headers()
    for (const [name, value] of Object.entries(options.headers ?? {}))
      if (value !== undefined) headers.set(name, value)
    if (options.token) headers.set('authorization', `Bearer ${options.token}`)
    if (options.ip) headers.set('x-forwarded-for', options.ip)
    let body: string | undefined
    if (options.json !== undefined) {
      body = JSON.stringify(options.json)
      headers.set('content-type', 'application/json')
    } else if (options.rawBody !== undefined) {
      body = options.rawBody
      headers.set('content-type', options.contentType ?? 'application/json')
    }
    const response = await fetch(url, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body })
    const text = await response.text()
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false
    return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text }
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, json, options) => request(path, { ...options, method: 'POST', json }),
    async signIn(username, password, options = {}) {
      const response = await request('/api/salt/login', {
        method: 'POST',
        json: { username, password },
        ...options,
      })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      const token: unknown = (response.body as { token?: unknown }).token
      if (typeof token !== 'string') throw new Error('login answered without a token')
      return token
    },
  }
}
