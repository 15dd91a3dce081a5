export default function Account() {
  return <h1>My Salt Card</h1>
}
