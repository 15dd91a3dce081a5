import { describe, expect, test } from 'vitest'
import { emptyPayloadHash, signRequest, uriEncode } from './sigv4.ts'

describe('AWS Signature Version 4', () => {
  // The worked example of AWS's S3 documentation ("Example: GET Object"), with its published signature.
  test('signs AWS’s published GET Object example to its published signature', () => {
    const headers = signRequest(
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
        service: 's3',
      },
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: emptyPayloadHash,
        at: new Date('2013-05-24T00:00:00Z'),
      },
    )
    expect(headers['x-amz-date']).toBe('20130524T000000Z')
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
  })

  test('encodes as RFC 3986: unreserved characters stay, the rest become %XX', () => {
    expect(uriEncode("a-b_c.d~e f/g!*'()")).toBe('a-b_c.d~e%20f%2Fg%21%2A%27%28%29')
  })
})
