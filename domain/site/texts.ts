/** Texts of the shared layout and error pages; the original site's stay letter for letter (docs/product.md). */

export const notFoundTitle = '404'
export const notFoundMessage = 'This page could not be found'
/** The original site's text, misspelling included. */
export const errorPageFailedMessage = 'An error occured while showing the error page'
export const genericErrorMessage = 'Something went wrong on our side. Please try again in a moment.'

export const mySaltCardLabel = 'My Salt Card'
export const myListLabel = 'My List'
export const myListEmptyMessage = 'Your list is Empty'
export const hotlineLabel = '24/7 Hotline'
export const loadingMessage = 'Loading…'

/** Swapped on purpose, a quirk of the original site: locations under the first heading, products under the second. */
export const footerLocationsHeading = 'PRODUCTS & SERVICES'
export const footerProductsHeading = 'LOCATIONS'

/** The top bar's item count: "0 items", "1 item", "2 items". */
export function myListCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`
}
