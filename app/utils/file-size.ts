// A file's size as people read it on a phone: decimal units, one decimal place (24.6 MB).
export function formatFileSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`
  if (bytes >= 1_000) return `${(bytes / 1_000).toFixed(1)} KB`
  return bytes === 1 ? '1 byte' : `${bytes} bytes`
}
