import { Fragment, type ReactNode } from 'react'
import { locationTexts } from '#domain/locations/texts.ts'

/**
 * The band a location page opens with, styled like the content pages' header. Names such as
 * "Scarborough/Markham" may wrap after the slash on a phone instead of running off the screen.
 */
export function LocationHeader({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="bg-brand text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        <p className="font-semibold tracking-widest text-accent uppercase">{locationTexts.listTitle}</p>
        <h1 className="mt-2 max-w-4xl text-3xl leading-tight font-extrabold sm2:text-4xl lg:text-5xl">
          {name.split('/').map((part, index) => (
            <Fragment key={index}>
              {index > 0 && (
                <>
                  /<wbr />
                </>
              )}
              {part}
            </Fragment>
          ))}
        </h1>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  )
}
