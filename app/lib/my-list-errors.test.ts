import { describe, expect, it } from 'vitest'
import { ApiError } from '#app/lib/api-client.ts'
import type { MyListItem } from '#domain/my-list/schemas.ts'
import { submissionErrorText } from './my-list-errors.ts'

const item = (productName: string, unitName: string): MyListItem => ({
  slug: productName.toLowerCase().replace(/ /g, '-'),
  unitName,
  productName,
  quantity: 2,
  imgUrl: '',
  minQty: 1,
  customSize: false,
  quantityStep: 'whole',
})
const list = [item('Rock Salt', 'tonne'), item('Old Salt', 'bag'), item('Salt Brine', 'barrel')]

describe('submissionErrorText', () => {
  it('names the items the catalogue refused, with the reason', () => {
    const error = new ApiError(400, 'invalid_list', 'Some items…', {
      'list.1.slug': 'This product is no longer available.',
      'list.2.unitName': 'This product is not sold by this unit.',
    })
    expect(submissionErrorText(error, list)).toBe(
      'These items can no longer be requested as they are: Old Salt, bag (this product is no longer available); ' +
        'Salt Brine, barrel (this product is not sold by this unit). Remove or change them and send again.',
    )
  })

  it('says how long to wait after too many requests', () => {
    expect(submissionErrorText(new ApiError(429, 'rate_limited', 'Slow down', {}, 600), list)).toBe(
      'Too many attempts. Please try again in 10 minutes.',
    )
  })

  it('asks to try again when the server cannot be reached, and keeps the list', () => {
    expect(submissionErrorText(new ApiError(0, 'network_error', 'Failed to fetch'), list)).toMatch(
      /could not be reached.*try again.*list is kept/,
    )
    expect(submissionErrorText(new ApiError(500, 'internal', 'Boom'), list)).toMatch(/try again/)
  })
})
