/** Texts of the shared layout and error pages. Those in quotes in the spec are copied letter for letter. */

export const notFoundTitle = '404'
export const notFoundMessage = 'This page could not be found'
/** Spec 8, spelling kept as the spec gives it. */
export const errorPageFailedMessage = 'An error occured while showing the error page'
export const genericErrorMessage = 'Something went wrong on our side. Please try again in a moment.'

export const mySaltCardLabel = 'My Salt Card'
export const myListLabel = 'My List'
export const myListEmptyMessage = 'Your list is Empty'
export const hotlineLabel = '24/7 Hotline'
export const loadingMessage = 'Loading…'

/** Spec 2: the footer headings are swapped on purpose (locations under the first, products under the second). */
export const footerLocationsHeading = 'PRODUCTS & SERVICES'
export const footerProductsHeading = 'LOCATIONS'

/** The top bar's item count: "0 items", "1 item", "2 items". */
export function myListCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`
}
