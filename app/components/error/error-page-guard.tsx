import { Component, type ReactNode } from 'react'
import { errorPageFailedMessage } from '#domain/site/texts.ts'

interface GuardState {
  failure: Error | null
}

/**
 * When showing the error page fails in turn, this plain fallback appears instead, with the failure's
 * message and a link home that reloads the whole document (the app itself may be what is broken).
 */
export class ErrorPageGuard extends Component<{ children: ReactNode }, GuardState> {
  override state: GuardState = { failure: null }

  static getDerivedStateFromError(error: unknown): GuardState {
    return { failure: error instanceof Error ? error : new Error(String(error)) }
  }

  override render() {
    const { failure } = this.state
    if (!failure) return this.props.children
    return (
      <main className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-2xl font-bold">{errorPageFailedMessage}</h1>
        <details className="mt-4">
          <summary className="cursor-pointer">Details</summary>
          <pre className="mt-2 overflow-x-auto rounded bg-salt p-4 text-sm whitespace-pre-wrap">
            {failure.message}
          </pre>
        </details>
        <a href="/" className="mt-6 inline-block font-semibold text-brand underline">
          Back to the home page
        </a>
      </main>
    )
  }
}
