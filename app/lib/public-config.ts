/** The part of the server configuration the browser may see; everything else stays on the server. */
export interface PublicConfig {
  brandName: string
  brandPrefix: string
  hotlines: string[]
  siteUrl: string
}
