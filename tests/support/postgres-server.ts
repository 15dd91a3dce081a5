import pg from 'pg'

/** Runs `work` on a connection of its own to `url`, closed again afterwards. */
export async function withConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Runs one statement (create or drop a database) on the PostgreSQL server of `url`, on a connection of its own. */
export async function onServer(url: string, statement: string): Promise<void> {
  await withConnection(url, (client) => client.query(statement))
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
