import { data } from 'react-router'

/** Any unknown path: a real 404 from the server, shown by the default layout's error boundary inside the chrome. */
export function loader() {
  throw data(null, { status: 404 })
}

/** Never shown (the loader always throws); a component makes this a page route rather than a resource route. */
export default function NotFound() {
  return null
}
