/** Hands a fetched file to the browser as a download (a plain link cannot carry the bearer token). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file by the next task; the memory can go.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
