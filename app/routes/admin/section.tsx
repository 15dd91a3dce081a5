export default function Section() {
  return <h1>Section</h1>
}
