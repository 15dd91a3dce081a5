/** Addresses of catalogue pages and files, built in one place for pages, search results and the sitemap. */

export const groupHref = (groupSlug: string) => `/products/${encodeURIComponent(groupSlug)}`

export const productHref = (groupSlug: string, productSlug: string) =>
  `${groupHref(groupSlug)}/${encodeURIComponent(productSlug)}`

/** A document's download address ends in its file name, so a saved copy is named right. */
export const documentHref = (documentSlug: string, fileName: string) =>
  `/documents/${encodeURIComponent(documentSlug)}/${encodeURIComponent(fileName)}`

export const locationHref = (locationSlug: string) => `/location/${encodeURIComponent(locationSlug)}`
