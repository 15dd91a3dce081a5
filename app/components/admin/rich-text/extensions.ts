import { Image } from '@tiptap/extension-image'
import { TableKit } from '@tiptap/extension-table'
import { StarterKit } from '@tiptap/starter-kit'
import { safeLinkHref } from '#app/lib/rich-text-link.ts'

/**
 * What the editor can make is what the sanitizer keeps (server/services/content/sanitize.ts): H2 and H3 (the page has
 * its H1), bold, italic, lists, links, quotes, tables and our own images. Underline, strike-through and code would
 * be dropped on save, so they are not offered.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto', 'tel'],
      isAllowedUri: (url) => safeLinkHref(url) !== null,
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  TableKit.configure({ table: { resizable: false } }),
]
