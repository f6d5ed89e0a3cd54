/**
 * Our components inside the CMS's own React. Sveltia CMS renders a custom field or preview with
 * the copy of React it bundles; the site's components use hooks (the page's language, its texts),
 * and a hook works only in the React that renders it. So what the CMS renders is a host that
 * calls no hook — a class component returning an empty element — and our React renders the
 * component into it, in a root of its own, again with the CMS's newest props on every update.
 */
import {
  Component,
  type ComponentType,
  type ReactNode,
  createElement,
  createRef,
  type RefObject,
} from 'react'
import { type Root, createRoot } from 'react-dom/client'

/** A host the CMS renders (its props as the CMS passes them), with `Inner` rendered by our React. */
export abstract class OwnRootHost<Props extends object> extends Component<Props> {
  protected readonly host: RefObject<HTMLDivElement | null> = createRef<HTMLDivElement>()
  private root: Root | undefined
  private readonly waiting: (() => void)[] = []

  /** What our React renders into the host, from the CMS's props. */
  protected abstract renderOwn(props: Props): ReactNode

  /** The host's class name (styles in cms-editor.css). */
  protected hostClass = 'own-root'

  override componentDidMount() {
    this.root = createRoot(this.host.current!)
    this.update()
  }

  override componentDidUpdate() {
    this.update()
  }

  override componentWillUnmount() {
    const root = this.root
    // Unmounting a root while the CMS's React commits is not allowed: after its commit.
    queueMicrotask(() => root?.unmount())
    this.root = undefined
  }

  /** Resolves once the CMS has rendered the host with the props it has now or newer. */
  protected nextRender(timeoutMs = 100): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve)
      setTimeout(resolve, timeoutMs)
    })
  }

  private update() {
    this.root?.render(this.renderOwn(this.props))
    this.waiting.splice(0).forEach((resolve) => resolve())
  }

  override render() {
    return createElement('div', { ref: this.host, className: this.hostClass })
  }
}

/** `Inner` as a component the CMS can render (a preview template, a field's control). */
export function inOwnRoot<Props extends object>(Inner: ComponentType<Props>) {
  return class extends OwnRootHost<Props> {
    protected override renderOwn(props: Props) {
      return createElement(Inner, props)
    }
  }
}
