// CSV files for spreadsheets (RFC 4180): every cell quoted when it holds a comma, a quote or a
// line break, lines ended with CRLF, and a byte-order mark so that Excel reads UTF-8 names
// (Gurpreet, Zoë) correctly. A cell that a spreadsheet would run as a formula (starting with
// = + - @, a tab or a carriage return: "CSV injection", OWASP) gets a leading apostrophe, so it
// shows as the text that was typed instead of running. Data from the public donation form
// reaches staff's spreadsheets this way, so no cell is trusted.

const FORMULA_START = /^[=+\-@\t\r]/

/** One cell as it goes into the file. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A CSV file as a download: personal data, so never kept by a browser or a proxy. */
export function csvDownload(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** The whole file: a header row, then the rows. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
