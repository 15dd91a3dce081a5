import { condenseSameParts, diffWords } from '#domain/admin/audit/text-diff.ts'

/**
 * A long text's edit as one flowing text: removed words struck through on red, added ones underlined on green, far
 * unchanged text shortened. Plain text only: markup in a post body shows as the characters it is.
 */
export function TextDiffView({ before, after }: { before: string; after: string }) {
  const parts = condenseSameParts(diffWords(before, after))
  return (
    <p className="rounded border border-slate-300 bg-white p-3 font-mono text-[0.85rem] whitespace-pre-wrap wrap-anywhere">
      {parts.map((part, index) =>
        part.kind === 'removed' ? (
          <del key={index} className="bg-red-100 text-red-900 decoration-red-900">
            {part.text}
          </del>
        ) : part.kind === 'added' ? (
          <ins key={index} className="bg-green-100 text-green-900 decoration-green-900">
            {part.text}
          </ins>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  )
}
