import { EditorContent, useEditor } from '@tiptap/react'
import { useEffect } from 'react'
import { proseClasses } from '#app/components/content/prose.tsx'
import { cleanPastedHtml } from '#app/lib/pasted-html.ts'
import { richTextExtensions } from './extensions.ts'
import { Toolbar } from './toolbar.tsx'

export interface RichTextEditorProps {
  /** The visible label's id: the editable area is named by it. */
  labelId: string
  label: string
  value: string
  onChange: (html: string) => void
  describedBy?: string
  invalid: boolean
}

/**
 * The TipTap editor with its toolbar. Only admin screens load this module (a lazy chunk): no public page carries
 * TipTap or ProseMirror.
 */
export default function RichTextEditor({
  labelId,
  label,
  value,
  onChange,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    // Admin screens render in the browser; this keeps a server render from building an editor it cannot show.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: `${proseClasses} min-h-64 px-4 py-3 outline-none`,
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  })

  // The form may replace the value (a save answers the stored, sanitized HTML); the editor follows without a loop.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  useEffect(() => {
    if (!editor) return
    const dom = editor.view.dom
    if (describedBy) dom.setAttribute('aria-describedby', describedBy)
    else dom.removeAttribute('aria-describedby')
    if (invalid) dom.setAttribute('aria-invalid', 'true')
    else dom.removeAttribute('aria-invalid')
  }, [editor, describedBy, invalid])

  return (
    <div
      className={`overflow-hidden rounded border-2 bg-white focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/40 ${
        invalid ? 'border-danger' : 'border-slate-300'
      }`}
    >
      {editor && <Toolbar editor={editor} label={label} />}
      <EditorContent editor={editor} />
    </div>
  )
}
