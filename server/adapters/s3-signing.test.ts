import { AwsClient } from 'aws4fetch'
import { describe, expect, test } from 'vitest'

describe('AWS Signature Version 4 through aws4fetch, as the S3 storage calls it', () => {
  // The worked example of AWS's S3 documentation ("Example: GET Object"), with its published signature: an upgrade
  // of the client that signs differently fails here before it fails against a store.
  test('signs AWS’s published GET Object example to its published signature', async () => {
    const client = new AwsClient({
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 's3',
    })
    const signed = await client.sign('https://examplebucket.s3.amazonaws.com/test.txt', {
      method: 'GET',
      headers: {
        Range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      aws: { datetime: '20130524T000000Z', allHeaders: true },
    })
    expect(signed.headers.get('x-amz-date')).toBe('20130524T000000Z')
    expect(signed.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
  })
})
