import type { RequestHandler } from 'express'

/** The original site's permanent redirects: any path starting with `from` goes to `to`. */
export const permanentRedirects: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/products/salt-storage/plastic-storage-containers', to: '/products/salt-storage' },
  { from: '/terms-and-condition', to: '/terms-of-use' },
]

export const redirects: RequestHandler = (req, res, next) => {
  const rule = permanentRedirects.find(({ from }) => req.path.startsWith(from))
  if (rule) res.redirect(301, rule.to)
  else next()
}
