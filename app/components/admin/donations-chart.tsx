// Donations received per month, last 12 months: bars drawn as plain SVG (no chart library, no
// script of its own), and the same figures in a real table under it, which is what a screen
// reader reads (the drawing is hidden from it).

export type ChartMonth = { key: string; short: string; long: string; amount: string; cents: number; gifts: number }

const WIDTH = 720
const HEIGHT = 220
const SLOT = WIDTH / 12

export function DonationsChart({ months }: { months: ChartMonth[] }) {
  const highest = Math.max(...months.map((month) => month.cents), 1)
  const plot = HEIGHT - 2
  return (
    <figure className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <figcaption id="donations-chart-caption" className="font-medium text-slate-700">
        Donations received per month, last 12 months
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-4 h-auto w-full" aria-hidden="true" focusable="false">
        <line x1="0" y1={plot} x2={WIDTH} y2={plot} stroke="#94a3b8" strokeWidth="2" />
        {months.map((month, index) => {
          const height = Math.round((month.cents / highest) * (plot - 8))
          return (
            height > 0 ? <rect key={month.key} x={index * SLOT + 10} y={plot - height} width={SLOT - 20} height={height} rx="4" fill="#0b5d57" /> : null
          )
        })}
      </svg>
      {/* the months under the bars as page text, so that they stay readable on a phone */}
      <div className="mt-1 grid grid-cols-12 text-center text-xs text-slate-700" aria-hidden="true">
        {months.map((month) => (
          <span key={month.key}>
            <span className="sm:hidden">{month.short.slice(0, 1)}</span>
            <span className="hidden sm:inline">{month.short}</span>
          </span>
        ))}
      </div>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Donations received per month, last 12 months</caption>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Month
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Received
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Gifts
              </th>
            </tr>
          </thead>
          <tbody>
            {[...months].reverse().map((month) => (
              <tr key={month.key} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  {month.long}
                </th>
                <td className="py-1.5 pr-4 text-right whitespace-nowrap tabular-nums">{month.amount}</td>
                <td className="py-1.5 text-right tabular-nums">{month.gifts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
