/**
 * HTML pasted from Word or Google Docs, made plain before the editor reads it: Office's head, styles, XML islands,
 * conditional comments with their list bullets, `o:p` and other namespaced tags, `mso-` styles and Mso classes go;
 * spans go too, but a span that was bold or italic becomes <strong> or <em>, so the formatting a writer saw survives.
 * The editor's schema and the server's sanitizer still decide what is kept; this only stops the noise.
 */
export function cleanPastedHtml(html: string): string {
  const withoutOffice = html
    .replace(/<head[\s>][\s\S]*?<\/head>/gi, '')
    .replace(/<(style|xml|script|title)[\s>][\s\S]*?<\/\1>/gi, '')
    // Word's list bullets and numbers sit between these markers; the text after them is the item.
    .replace(/<!(--)?\[if !supportLists\](--)?>[\s\S]*?<!(--)?\[endif\](--)?>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!\[(end)?if[^\]]*\]>/gi, '')
    .replace(/<o:p>[\s\S]*?<\/o:p>/gi, '')
    .replace(/<\/?[a-z]+:[a-z]+\b[^>]*>/gi, '')
    .replace(/<\/?(meta|link|html|body|font)\b[^>]*>/gi, '')
  return withoutAttributeNoise(replaceSpans(withoutOffice))
    .replace(/<p\b[^>]*>(\s|&nbsp;|\u00a0)*<\/p>/gi, '')
    .trim()
}

/** Spans (and Google Docs' `<b id="docs-internal-guid-…">` wrapper) unwrapped; bold and italic spans kept as marks. */
function replaceSpans(html: string): string {
  const closers: string[] = []
  return html.replace(
    /<(\/?)(span|b)\b([^>]*)>/gi,
    (tag, slash: string, name: string, attributes: string) => {
      if (slash) return closers.pop() ?? ''
      if (name.toLowerCase() === 'b') {
        const wrapper = /id\s*=\s*["']?docs-internal-guid/i.test(attributes)
        closers.push(wrapper ? '' : '</b>')
        return wrapper ? '' : '<b>'
      }
      const style = /style\s*=\s*("([^"]*)"|'([^']*)')/i.exec(attributes)
      const css = (style?.[2] ?? style?.[3] ?? '').toLowerCase()
      const bold = /font-weight\s*:\s*(bold|[6-9]00)/.test(css)
      const italic = /font-style\s*:\s*italic/.test(css)
      closers.push(`${italic ? '</em>' : ''}${bold ? '</strong>' : ''}`)
      return `${bold ? '<strong>' : ''}${italic ? '<em>' : ''}`
    },
  )
}

/** Office classes, `mso-` styles, language and alignment attributes say nothing the site shows. */
function withoutAttributeNoise(html: string): string {
  return html.replace(/<([a-z][a-z0-9]*)\b([^>]*)>/gi, (_tag, name: string, attributes: string) => {
    const kept = attributes
      .replace(/\s(class|lang|align|style|dir|id)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
      .replace(/\s+$/, '')
    return `<${name}${kept}>`
  })
}
