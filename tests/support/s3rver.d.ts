/** The part of s3rver's API the tests use (the package ships JavaScript without types). */
declare module '@20minutes/s3rver' {
  import type { IncomingMessage, Server } from 'node:http'
  import type { Readable } from 'node:stream'

  interface S3rverOptions {
    address?: string
    port?: number
    silent?: boolean
    directory?: string
    configureBuckets?: { name: string }[]
  }

  interface StoredObject {
    content: Readable | null
    metadata: Record<string, string>
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    /** Creates the configured buckets and listens. */
    run(): Promise<{ address: string; port: number }>
    httpServer: Server
    store: { getObject(bucket: string, key: string): Promise<StoredObject | null> }
    /** Every refused request, with the S3 error it was answered with (`code` such as SignatureDoesNotMatch). */
    on(event: 'error', listener: (error: { code?: string }, context: { req: IncomingMessage }) => void): this
  }
}
