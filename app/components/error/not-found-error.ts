import { notFoundMessage } from '#domain/site/texts.ts'

/**
 * What a client-loaded screen shows when its record does not exist (the API answered 404): `<ErrorPage>` reads the
 * status it carries and shows the site's 404 page, as for an unknown address.
 */
export class NotFoundError extends Error {
  readonly status = 404

  constructor() {
    super(notFoundMessage)
    this.name = 'NotFoundError'
  }
}
