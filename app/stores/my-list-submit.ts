import type { NavigateFunction } from 'react-router'
import { apiPost } from '#app/lib/api-client.ts'
import type {
  ListLoginSubmissionResponse,
  MyListSubmissionResponse,
  NewAccountListSubmissionResponse,
} from '#domain/my-list/answers.ts'
import type { LoginInput } from '#domain/account/schemas.ts'
import { type DeliveryDetails, type SubmittedItem, idempotencyKeyHeader } from '#domain/my-list/schemas.ts'
import type { SaltApplicationInput } from '#domain/salt-card/schemas.ts'
import {
  listLoginSubmittedText,
  listSubmittedText,
  listSubmittedTitle,
  myListSubmissionSubject,
  newAccountListText,
  newAccountListTitle,
} from '#domain/my-list/texts.ts'
import { refreshProfile } from './auth-actions.ts'
import { useAuthStore } from './auth.ts'
import { type MyListItem, useMyListStore } from './my-list.ts'
import { usePopupStore } from './popup.ts'
import { useSaltStore } from './salt.ts'

/*
 * The three ways to send My List. Each takes the list as it is being sent and the Idempotency-Key of this
 * attempt (see keyForAttempt), clears the list on success and shows the thank-you popup. A failure
 * throws the ApiError and leaves the list as it is.
 */

/** What the server needs of an item; names and images stay in the browser (the server takes the catalogue's). */
export const submittedList = (items: MyListItem[]): SubmittedItem[] =>
  items.map(({ slug, unitName, quantity }) => ({ slug, unitName, quantity }))

const withKey = (key: string) => ({ headers: { [idempotencyKeyHeader]: key } })

/** The success flag may arrive as the JSON string "true" (the original server's habit). */
export const succeeded = (answer: { success?: unknown } | null) =>
  answer?.success === true || answer?.success === 'true'

interface Submission {
  items: MyListItem[]
  delivery?: DeliveryDetails
  key: string
}

/** Signed in: send-email myListSubmission with the bearer token; `brandName` goes into the thank-you text. */
export async function submitSignedIn({ items, delivery, key }: Submission, brandName: string) {
  const account = useSaltStore.getState().account
  const answer = await apiPost<MyListSubmissionResponse>(
    '/api/salt/send-email',
    {
      htmlType: 'myListSubmission',
      subject: myListSubmissionSubject,
      htmlData: {
        list: submittedList(items),
        account: account && { name: account.name, eMail: account.eMail, customerNo: account.customerNo },
        delivery,
      },
    },
    withKey(key),
  )
  if (!succeeded(answer)) throw new Error('The server did not confirm the request.')
  thank(listSubmittedTitle, listSubmittedText(brandName))
}

/**
 * Signed out, list sign-in popup mode signin: list-submission signs in and sends the list at once; the answer's
 * token makes this browser signed in, as the sign-in popup would (without leaving the page).
 */
export async function submitWithLogin(
  { items, delivery, key }: Submission,
  credentials: LoginInput,
  navigate: NavigateFunction,
) {
  const answer = await apiPost<ListLoginSubmissionResponse>(
    '/api/salt/list-submission',
    { type: 'login', ...credentials, list: submittedList(items), delivery },
    withKey(key),
  )
  if (!succeeded(answer)) throw new Error('The server did not confirm the request.')
  useAuthStore.getState().setToken(answer.token)
  await refreshProfile(navigate)
  thank(listSubmittedTitle, listLoginSubmittedText)
}

/** Signed out, mode register: the application form and the list go to an Account Manager. */
export async function submitNewAccount({ items, delivery, key }: Submission, form: SaltApplicationInput) {
  const answer = await apiPost<NewAccountListSubmissionResponse>(
    '/api/salt/send-email',
    { htmlType: 'newAccountListSubmission', htmlData: { form, list: submittedList(items), delivery } },
    withKey(key),
  )
  if (!succeeded(answer)) throw new Error('The server did not confirm the request.')
  thank(newAccountListTitle, newAccountListText)
}

/** The list is cleared and the thank-you popup replaces whatever popup was open. */
function thank(title: string, text: string) {
  useMyListStore.getState().clear()
  usePopupStore.getState().open('generic', { title, text })
}
