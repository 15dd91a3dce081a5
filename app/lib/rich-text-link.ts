/**
 * A link staff typed into the editor, as the site may show it: http(s), mailto: and tel: addresses and paths of this
 * site. "example.com/page" becomes https://example.com/page; anything else (javascript:, data:, //host) is refused.
 */
export function safeLinkHref(input: string): string | null {
  const text = input.trim()
  // A phone number is typed with spaces; the link carries it without them.
  if (/^tel:\+?[\d\s().-]+$/i.test(text)) return text.replace(/\s/g, '')
  if (text === '' || /[\s<>"]/.test(text)) return null
  if (/^\/(?![/\\])/.test(text)) return text
  if (/^(https?:\/\/[^/\\]|mailto:[^/])/i.test(text)) return text
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/.*)?$/i.test(text)) return `https://${text}`
  return null
}
