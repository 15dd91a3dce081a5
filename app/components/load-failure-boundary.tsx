import { Component, type ReactNode } from 'react'

/**
 * Lazy code that cannot load (say, a new deploy removed the old chunk) must not take the page down: the popup or
 * panel around it says so instead. `messageId` lets the message stand in for the title that did not load.
 */
export class LoadFailureBoundary extends Component<
  { messageId?: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <p id={this.props.messageId} role="alert">
        This window could not be opened. Please reload the page and try again.
      </p>
    )
  }
}
