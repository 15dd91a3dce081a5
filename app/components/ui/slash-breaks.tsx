import { Fragment } from 'react'

/**
 * Text with a line-break opportunity after each slash: names such as "Scarborough/Markham" are one word to the
 * browser and would push a narrow column (or the page) sideways. The text itself stays as it is.
 */
export function SlashBreaks({ text }: { text: string }) {
  return text.split('/').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ))
}
