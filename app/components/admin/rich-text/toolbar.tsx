import { type Editor, useEditorState } from '@tiptap/react'
import type { ReactNode } from 'react'
import type { StoredImage } from '#domain/media/media.ts'
import { safeLinkHref } from '#app/lib/rich-text-link.ts'
import { usePopupStore } from '#app/stores/popup.ts'

const button =
  'inline-flex h-9 min-w-9 items-center justify-center rounded px-2 text-[0.9rem] font-semibold text-brand-dark hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none disabled:opacity-40 aria-pressed:bg-brand aria-pressed:text-white'

interface ToolProps {
  label: string
  /** Shown in the tooltip, so keyboard users learn the shortcut. */
  shortcut?: string
  pressed?: boolean
  disabled?: boolean
  onPress: () => void
  children: ReactNode
}

function Tool({ label, shortcut, pressed, disabled, onPress, children }: ToolProps) {
  return (
    <button
      type="button"
      className={button}
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the editor's selection: the press acts on what the writer selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {children}
    </button>
  )
}

const Divider = () => <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300" />

/** The largest variant up to 1600 px: the body column is narrow, and the sanitizer keeps only our own paths. */
function bodyImage(image: StoredImage) {
  const variant = image.variants?.filter((v) => v.width <= 1600).sort((a, b) => b.width - a.width)[0]
  const chosen = variant ?? image
  return { src: chosen.url, alt: image.alt, width: chosen.width, height: chosen.height }
}

/** Headings, marks, lists, link, quote, table and image, each a pressed-or-not button that says what it does. */
export function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      blockquote: current.isActive('blockquote'),
      table: current.isActive('table'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()

  function editLink() {
    const current = (editor.getAttributes('link').href as string | undefined) ?? ''
    usePopupStore.getState().open('input', {
      title: current ? 'Edit link' : 'Add link',
      label: 'Link address',
      action: 'link',
      placeholder: 'https://…, /products, mailto:…, tel:…',
      initialValue: current,
      submitLabel: 'Apply',
      // An empty address removes the link; anything else must be a kind of address the site allows.
      validate: (value) => value === '' || safeLinkHref(value) !== null,
      onSubmit: (value) => {
        const href = safeLinkHref(value)
        if (href === null) chain().extendMarkRange('link').unsetLink().run()
        else chain().extendMarkRange('link').setLink({ href }).run()
      },
    })
  }

  function insertImage() {
    usePopupStore.getState().open('fileManager', {
      onPick: (image) => chain().setImage(bodyImage(image)).run(),
    })
  }

  return (
    <div
      role="toolbar"
      aria-label={`${label} formatting`}
      className="flex flex-wrap items-center gap-1 border-b-2 border-slate-200 bg-slate-50 p-1"
    >
      <Tool
        label="Heading 2"
        shortcut="Ctrl+Alt+2"
        pressed={state.h2}
        onPress={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </Tool>
      <Tool
        label="Heading 3"
        shortcut="Ctrl+Alt+3"
        pressed={state.h3}
        onPress={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </Tool>
      <Divider />
      <Tool label="Bold" shortcut="Ctrl+B" pressed={state.bold} onPress={() => chain().toggleBold().run()}>
        <b>B</b>
      </Tool>
      <Tool
        label="Italic"
        shortcut="Ctrl+I"
        pressed={state.italic}
        onPress={() => chain().toggleItalic().run()}
      >
        <i>I</i>
      </Tool>
      <Divider />
      <Tool
        label="Bulleted list"
        shortcut="Ctrl+Shift+8"
        pressed={state.bulletList}
        onPress={() => chain().toggleBulletList().run()}
      >
        • List
      </Tool>
      <Tool
        label="Numbered list"
        shortcut="Ctrl+Shift+7"
        pressed={state.orderedList}
        onPress={() => chain().toggleOrderedList().run()}
      >
        1. List
      </Tool>
      <Tool
        label="Quote"
        shortcut="Ctrl+Shift+B"
        pressed={state.blockquote}
        onPress={() => chain().toggleBlockquote().run()}
      >
        “ ”
      </Tool>
      <Tool label="Link" pressed={state.link} onPress={editLink}>
        Link
      </Tool>
      <Divider />
      <Tool
        label="Insert table"
        onPress={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      >
        Table
      </Tool>
      {state.table && (
        <>
          <Tool label="Add row" onPress={() => chain().addRowAfter().run()}>
            + Row
          </Tool>
          <Tool label="Remove row" onPress={() => chain().deleteRow().run()}>
            − Row
          </Tool>
          <Tool label="Add column" onPress={() => chain().addColumnAfter().run()}>
            + Col
          </Tool>
          <Tool label="Remove column" onPress={() => chain().deleteColumn().run()}>
            − Col
          </Tool>
          <Tool label="Remove table" onPress={() => chain().deleteTable().run()}>
            ✕ Table
          </Tool>
        </>
      )}
      <Tool label="Insert image" onPress={insertImage}>
        Image
      </Tool>
      <Divider />
      <Tool label="Undo" shortcut="Ctrl+Z" disabled={!state.canUndo} onPress={() => chain().undo().run()}>
        ↶
      </Tool>
      <Tool
        label="Redo"
        shortcut="Ctrl+Shift+Z"
        disabled={!state.canRedo}
        onPress={() => chain().redo().run()}
      >
        ↷
      </Tool>
    </div>
  )
}
