import { describe, expect, it } from 'vitest'
import {
  type SearchCandidate,
  matchTier,
  matchTiers,
  maxSearchResults,
  rankSearchResults,
  searchWords,
} from './search-ranking.ts'

function product(name: string, searchText = name): SearchCandidate {
  return { kind: 'product', name, href: `/products/g/${name}`, summary: '', groupName: 'Group', searchText }
}

function group(name: string, searchText = name): SearchCandidate {
  return { kind: 'group', name, href: `/products/${name}`, summary: '', searchText }
}

describe('searchWords', () => {
  it('splits on anything but letters and digits, lower-cased, without duplicates', () => {
    expect(searchWords('Rock-salt, 20kg!  ROCK')).toEqual(['rock', 'salt', '20kg'])
    expect(searchWords('  ')).toEqual([])
    expect(searchWords("a:*|!&(b) 'c'")).toEqual(['a', 'b', 'c'])
  })

  it('keeps accented letters and caps the number of words', () => {
    expect(searchWords('Déglaçant été')).toEqual(['déglaçant', 'été'])
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(8)
  })
})

describe('matchTier', () => {
  const cases: Array<[string, Pick<SearchCandidate, 'name' | 'searchText'>, number]> = [
    ['rock salt', product('Rock Salt'), matchTiers.exactName],
    ['  ROCK   salt ', product('Rock salt'), matchTiers.exactName],
    ['rock-salt', product('Rock Salt'), matchTiers.exactName],
    ['rock', product('Rock Salt – 20 kg Bags'), matchTiers.namePrefix],
    ['rock sa', product('Rock Salt'), matchTiers.namePrefix],
    ['salt', product('Treated Rock Salt'), matchTiers.nameWords],
    ['salt roc', product('Treated Rock Salt'), matchTiers.nameWords],
    ['ock sal', product('Rock Salt'), matchTiers.nameContains],
    ['tote', product('Salt Brine', 'Salt Brine Ready to spray litre 1,000 L tote'), matchTiers.details],
    ['brine tote', product('Salt Brine', 'Salt Brine litre 1,000 L tote'), matchTiers.details],
    ['salts', product('Rock Salt'), matchTiers.other],
    ['!!!', product('Rock Salt'), matchTiers.other],
  ]
  for (const [query, candidate, tier] of cases) {
    it(`"${query}" against "${candidate.name}" is tier ${tier}`, () => {
      expect(matchTier(query, candidate)).toBe(tier)
    })
  }
})

describe('rankSearchResults', () => {
  it('orders exact name, name prefix, name word, name substring, then summary or unit matches', () => {
    const ranked = rankSearchResults('salt', [
      product('Brine', 'Brine salt solution litre'),
      product('Basalt grit'),
      product('Treated Rock Salt'),
      product('Salt'),
      product('Salt Dome'),
      product('Calcium chloride', 'Calcium chloride salts'),
    ])
    expect(ranked.map((result) => result.name)).toEqual([
      'Salt',
      'Salt Dome',
      'Treated Rock Salt',
      'Basalt grit',
      'Brine',
      'Calcium chloride',
    ])
  })

  it('puts a group before a product of the same tier, then orders by name', () => {
    const ranked = rankSearchResults('bulk', [
      product('Bulk sack, treated'),
      group('Bulk Sacks'),
      product('Bulk sack'),
      group('Bulk Salt'),
    ])
    expect(ranked.map((result) => `${result.kind} ${result.name}`)).toEqual([
      'group Bulk Sacks',
      'group Bulk Salt',
      'product Bulk sack',
      'product Bulk sack, treated',
    ])
  })

  it('a better-matching product still beats a group', () => {
    const ranked = rankSearchResults('salt brine', [
      group('Liquid De-Icing', 'Liquid salt brine'),
      product('Salt Brine'),
    ])
    expect(ranked.map((result) => result.name)).toEqual(['Salt Brine', 'Liquid De-Icing'])
  })

  it(`keeps the best ${maxSearchResults} and returns results without the search text`, () => {
    const candidates = Array.from({ length: 12 }, (_, i) => product(`Salt ${String(i).padStart(2, '0')}`))
    const ranked = rankSearchResults('salt', candidates)
    expect(ranked).toHaveLength(maxSearchResults)
    expect(ranked[0]).toEqual({
      kind: 'product',
      name: 'Salt 00',
      href: '/products/g/Salt 00',
      summary: '',
      groupName: 'Group',
    })
    expect(ranked.at(-1)?.name).toBe('Salt 07')
  })
})
