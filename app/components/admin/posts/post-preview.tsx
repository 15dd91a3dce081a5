import { useEffect, useRef, useState } from 'react'
import { PostArticle } from '#app/components/content/post-article.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import { smallButton } from '#app/components/ui/buttons.ts'
import { ApiError, apiPost } from '#app/lib/api-client.ts'
import type { PostDetail } from '#domain/content/posts.ts'
import { torontoDate } from '#domain/kernel/shop-time/format.ts'
import type { PostInput } from '#domain/content/post-schemas.ts'
import { ScreenLoading } from '../screen-loading.tsx'

interface PostPreviewProps {
  post: PostInput
  onClose: () => void
}

/**
 * The post as a visitor will see it, drafts included: the body sanitized by the server with the one allow-list, shown
 * with the storefront's own article component.
 */
export function PostPreview({ post, onClose }: PostPreviewProps) {
  const [bodyHtml, setBodyHtml] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const region = useRef<HTMLElement>(null)

  useEffect(() => {
    let current = true
    apiPost<{ bodyHtml: string }>('/api/salt/admin/posts/preview', { bodyHtml: post.bodyHtml })
      .then((answer) => current && setBodyHtml(answer.bodyHtml))
      .catch(
        (failure: unknown) =>
          current && setError(failure instanceof ApiError ? failure.message : String(failure)),
      )
    return () => {
      current = false
    }
  }, [post.bodyHtml])

  useEffect(() => region.current?.focus(), [])

  const publishedAt = post.publishedAt ?? new Date().toISOString()
  const detail: PostDetail | null =
    bodyHtml === null
      ? null
      : {
          kind: post.kind,
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          author: post.author,
          coverImage: post.coverImage,
          publishedAt,
          date: torontoDate(new Date(publishedAt)),
          bodyHtml,
          updatedAt: new Date().toISOString(),
        }

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label="Preview"
      className="flex flex-col gap-3 rounded border-2 border-brand/40 outline-none"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 bg-salt px-4 py-2">
        <p className="font-semibold">Preview: what visitors will see{post.title ? '' : ' (no title yet)'}</p>
        <button type="button" className={smallButton} onClick={onClose}>
          Close preview
        </button>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      {!detail && !error && <ScreenLoading />}
      {detail && (
        <div className="pb-8" data-testid="post-preview">
          <PostArticle post={detail} />
        </div>
      )}
    </section>
  )
}
