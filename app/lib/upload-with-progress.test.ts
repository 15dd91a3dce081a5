import { describe, expect, test } from 'vitest'
import { ApiError } from './api-client.ts'
import { uploadAnswer } from './upload-with-progress.ts'

describe('uploadAnswer', () => {
  test('a 2xx answer is its JSON', () => {
    expect(uploadAnswer(201, 'Created', '{"id":7}')).toEqual({ id: 7 })
  })

  test('an error answer becomes the API error it carries, fields included', () => {
    const error = uploadAnswer(
      400,
      'Bad Request',
      '{"error":{"code":"invalid_input","message":"Some fields are missing or invalid.","fields":{"alt":"Required."}}}',
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, code: 'invalid_input', fields: { alt: 'Required.' } })
  })

  test('a proxy’s HTML error page is still an ApiError with the status', () => {
    expect(uploadAnswer(502, 'Bad Gateway', '<html>oops</html>')).toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'Bad Gateway',
    })
  })
})
