import type { ReactNode } from 'react'

/**
 * Typography for long text, whether written here in JSX or stored as sanitized HTML: headings, lists, links,
 * quotes, tables and images styled from the wrapper, so the stored HTML needs no classes.
 */
export const proseClasses = [
  // As a grid or flex item, a wide table would otherwise widen the whole column (and the page) instead of scrolling.
  'min-w-0 leading-relaxed',
  '[&>:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:text-brand-dark',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-dark',
  '[&_h4]:mt-6 [&_h4]:font-bold',
  '[&_p]:mt-4',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1',
  '[&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-dark',
  '[&_strong]:font-bold',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:bg-salt [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:text-lg [&_blockquote]:italic',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-[0.9rem]',
  'max-sm2:[&_table]:block max-sm2:[&_table]:overflow-x-auto',
  '[&_th]:border-b-2 [&_th]:border-brand [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:align-bottom',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_hr]:my-8 [&_hr]:border-slate-200',
].join(' ')

export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`${proseClasses} ${className}`}>{children}</div>
}

/** Stored rich text. The HTML must come sanitized from the server (server/services/content/sanitize.ts). */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${proseClasses} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
