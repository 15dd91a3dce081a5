/**
 * A slug from a title: "Bulk Rock Salt (Treated)" → "bulk-rock-salt-treated". Accents lose their marks, anything but
 * letters and digits becomes one dash. Staff may edit the result; the shared slug schema checks what they keep.
 */
export function slugify(text: string, maxLength = 100): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '')
}
