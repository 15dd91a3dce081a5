import { describe, expect, it } from 'vitest'
import { genericErrorMessage } from '#domain/site/texts.ts'
import { describeError } from './describe-error.ts'

/** The shape React Router gives an error boundary for a thrown response (ErrorResponseImpl). */
const routeError = (status: number, data: unknown = null, statusText = '') => ({
  status,
  statusText,
  internal: false,
  data,
})

const production = { showDetails: false }
const development = { showDetails: true }

describe('describeError', () => {
  it('turns any 404 into the spec not-found page', () => {
    expect(describeError(routeError(404, 'Product not found', 'Not Found'), production)).toEqual({
      status: 404,
      title: '404',
      message: 'This page could not be found',
    })
  })

  it('uses the status and message of a thrown response', () => {
    expect(describeError(routeError(403, 'You may not see this card.'), production)).toEqual({
      status: 403,
      title: '403',
      message: 'You may not see this card.',
    })
    expect(describeError(routeError(503, { message: 'Maintenance until 6 am.' }), production).message).toBe(
      'Maintenance until 6 am.',
    )
  })

  it('falls back to the status text, then the generic message, for a response without text', () => {
    expect(describeError(routeError(401, null, 'Unauthorized'), production).message).toBe('Unauthorized')
    expect(describeError(routeError(500, { code: 1 }), production).message).toBe(genericErrorMessage)
  })

  it('uses the status an error carries, with its message', () => {
    const error = Object.assign(new Error('Unknown middleware salt-guard'), { status: 500 })
    expect(describeError(error, production)).toEqual({
      status: 500,
      title: '500',
      message: 'Unknown middleware salt-guard',
    })
    const gone = Object.assign(new Error('This offer has ended.'), { statusCode: 410 })
    expect(describeError(gone, production)).toEqual({
      status: 410,
      title: '410',
      message: 'This offer has ended.',
    })
  })

  it('ignores a status outside the error range', () => {
    const error = Object.assign(new Error('odd'), { status: 200 })
    expect(describeError(error, production).status).toBe(500)
  })

  it('makes a plain error a 500 with the generic message and no raw text in production', () => {
    const description = describeError(
      new TypeError('Cannot read properties of undefined (reading "x")'),
      production,
    )
    expect(description).toEqual({ status: 500, title: '500', message: genericErrorMessage })
    expect(JSON.stringify(description)).not.toContain('Cannot read')
  })

  it('adds the stack in development only', () => {
    const error = new Error('boom')
    expect(describeError(error, development).details).toContain('boom')
    expect(describeError(error, development).message).toBe(genericErrorMessage)
  })

  it('treats things that are not errors as a 500', () => {
    expect(describeError('just text', production)).toEqual({
      status: 500,
      title: '500',
      message: genericErrorMessage,
    })
    expect(describeError(undefined, development)).toEqual({
      status: 500,
      title: '500',
      message: genericErrorMessage,
    })
  })
})
