import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'

/**
 * The yardstick: the fastest answer plain Node gives on this machine. With BODY_BYTES, it answers that many random
 * bytes instead (incompressible, like a gzipped page): the most a server can send of a page that size here, the
 * ceiling of any page cache.
 */
const port = Number(process.env.PORT)
const body = process.env.BODY_BYTES ? randomBytes(Number(process.env.BODY_BYTES)) : 'hello world'
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' })
  res.end(body)
}).listen(port, '127.0.0.1')
