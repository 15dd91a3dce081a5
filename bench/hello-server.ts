import { createServer } from 'node:http'

/** The yardstick: the fastest answer plain Node gives on this machine. */
const port = Number(process.env.PORT)
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' })
  res.end('hello world')
}).listen(port, '127.0.0.1')
